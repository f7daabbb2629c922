import { camps } from '@/content/camps';
import { treks } from '@/content/treks';
import { detailsHref, packageDetailsFile, type PackageKind } from '@/lib/packages/package-links';

// The cards' "Explore" details are files of the export (/package-details/trekking.json), not part of the
// pages: they were a sixth of a page's compressed HTML, and the page fetches them once it has loaded.
export const dynamic = 'force-static';
export const dynamicParams = false;

const groups = { trek: treks, camp: camps } satisfies Record<PackageKind, unknown>;
const files = new Map(
  (Object.keys(groups) as PackageKind[]).map((kind) => [detailsHref(kind).split('/').at(-1), kind]),
);

export function generateStaticParams() {
  return [...files.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<'/package-details/[file]'>) {
  const kind = files.get((await params).file);
  if (!kind) return new Response('Not found', { status: 404 });
  return Response.json(packageDetailsFile(groups[kind]));
}
