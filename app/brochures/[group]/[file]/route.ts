import { brochurePdf } from '@/components/packages/brochure-pdf';
import {
  generatedBrochurePath,
  type OfferPackage,
  type PackageKind,
} from '@/components/packages/package-links';
import { camps } from '@/content/camps';
import { treks } from '@/content/treks';

// Brochures are files of the export (/brochures/trekking/<id>.pdf), generated at build from the same
// content as the cards, so they cannot drift apart.
export const dynamic = 'force-static';
export const dynamicParams = false;

const brochures = new Map<string, { pkg: OfferPackage; kind: PackageKind }>(
  [
    ...treks.map((pkg) => ({ pkg, kind: 'trek' as const })),
    ...camps.map((pkg) => ({ pkg, kind: 'camp' as const })),
  ]
    .filter(({ pkg }) => !pkg.pdfLink)
    .map((entry) => [generatedBrochurePath(entry.kind, entry.pkg.id), entry]),
);

export function generateStaticParams() {
  return [...brochures.keys()].map((path) => {
    const [, , group = '', file = ''] = path.split('/');
    return { group, file };
  });
}

export async function GET(_request: Request, { params }: RouteContext<'/brochures/[group]/[file]'>) {
  const { group, file } = await params;
  const entry = brochures.get(`/brochures/${group}/${file}`);
  if (!entry) return new Response('Not found', { status: 404 });
  const bytes = await brochurePdf(entry.pkg, entry.kind);
  return new Response(new Uint8Array(bytes), { headers: { 'content-type': 'application/pdf' } });
}
