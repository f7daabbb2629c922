import { camps } from '@/content/camps';
import { treks } from '@/content/treks';
import { generatedBrochurePath, type OfferPackage, type PackageKind } from '@/lib/packages/package-links';
import { brochurePdf } from './brochure-pdf';

type BrochureEntry = { pkg: OfferPackage; kind: PackageKind };

/** Every brochure the build generates, by its path: the packages whose content names no PDF of its own. */
export const generatedBrochures = new Map<string, BrochureEntry>(
  [
    ...treks.map((pkg) => ({ pkg, kind: 'trek' as const })),
    ...camps.map((pkg) => ({ pkg, kind: 'camp' as const })),
  ]
    .filter(({ pkg }) => !pkg.pdfLink)
    .map((entry) => [generatedBrochurePath(entry.kind, entry.pkg.id), entry]),
);

const made = new Map<string, Promise<Uint8Array>>();

/**
 * A generated brochure's bytes, made once per build process: the route that writes the file and the card
 * that states its size read the same bytes.
 */
export function brochureBytes(kind: PackageKind, pkg: OfferPackage): Promise<Uint8Array> {
  const path = generatedBrochurePath(kind, pkg.id);
  let bytes = made.get(path);
  if (!bytes) {
    bytes = brochurePdf(pkg, kind);
    made.set(path, bytes);
  }
  return bytes;
}
