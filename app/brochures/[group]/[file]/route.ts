import { brochureBytes, generatedBrochures } from '@/lib/brochures/brochures';

// Brochures are files of the export (/brochures/trekking/<id>.pdf), generated at build from the same
// content as the cards, so they cannot drift apart.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...generatedBrochures.keys()].map((path) => {
    const [, , group = '', file = ''] = path.split('/');
    return { group, file };
  });
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ group: string; file: string }> },
) {
  const { group, file } = await params;
  const trip = generatedBrochures.get(`/brochures/${group}/${file}`);
  if (!trip) return new Response('Not found', { status: 404 });
  const bytes = await brochureBytes(trip);
  return new Response(new Uint8Array(bytes), { headers: { 'content-type': 'application/pdf' } });
}
