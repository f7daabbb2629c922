import type { TripEntry } from '@/content/schemas';

/** A trek or a camp, told apart by `kind` wherever the two differ (enquiry group, wording, brochure name). */
export type PackageKind = 'trek' | 'camp';
/** A trip shown as a card with facts: a trek or a camp. */
export type OfferPackage = TripEntry;

const enquiryGroups = { trek: 'trekking', camp: 'camping' } as const satisfies Record<PackageKind, string>;

export function isComingSoon(pkg: OfferPackage): boolean {
  return pkg.comingSoon;
}

/** The home page's enquiry form, with this package's group and option ticked (it reads `trip`). */
export function enquiryHref(kind: PackageKind, id: string): string {
  return `/?trip=${packageGroup(kind)}:${id}#enquiry`;
}

/** The folder of a package's group and the page it is on: "trekking" or "camping". */
export function packageGroup(kind: PackageKind): (typeof enquiryGroups)[PackageKind] {
  return enquiryGroups[kind];
}

/**
 * Path of a generated brochure, in a folder per group because a trek and a camp may share an id
 * (Meesapulimalai is both).
 */
export function generatedBrochurePath(kind: PackageKind, id: string): string {
  return `/brochures/${packageGroup(kind)}/${id}.pdf`;
}

/** Where a package's brochure lives: its own PDF URL from the content, or the one the build generates. */
export function brochureHref(kind: PackageKind, pkg: OfferPackage): string {
  return pkg.pdfLink ?? generatedBrochurePath(kind, pkg.id);
}
