import { Carousel } from '@/components/carousel/carousel';
import { OfferSection } from '@/components/offer/offer-section';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { touristTrips } from '@/lib/structured-data';
import { brochureBytes } from '@/lib/brochures/brochures';
import { formatFileSize } from '@/lib/packages/format';
import { tripsOf } from '@/lib/trips/trips';
import { PackageCard } from './package-card';
import {
  brochureHref,
  packageGroup,
  type OfferPackage,
  type PackageKind,
} from '@/lib/packages/package-links';

type PackagesSectionProps = {
  kind: PackageKind;
  packages: OfferPackage[];
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: 'white' | 'mist';
};

/** The label of a brochure link: a generated one states the size of the file the build writes. */
async function brochureLink(kind: PackageKind, pkg: OfferPackage) {
  const href = brochureHref(kind, pkg);
  if (pkg.pdfLink) return { href, label: 'Download brochure (PDF)' };
  const bytes = await brochureBytes(kind, pkg);
  return { href, label: `Download brochure (PDF, ${formatFileSize(bytes.length)})` };
}

/** The packages carousel: it loops, and /route/#<package-id> opens on that package. */
export async function PackagesSection({
  kind,
  packages,
  title,
  eyebrow,
  intro,
  tone = 'mist',
}: PackagesSectionProps) {
  const brochures = await Promise.all(packages.map((pkg) => brochureLink(kind, pkg)));
  return (
    <OfferSection id="packages" tone={tone}>
      <SectionHeading
        id="packages-heading"
        eyebrow={eyebrow}
        title={title}
        intro={intro ? <p>{intro}</p> : undefined}
      />
      <Carousel
        label={`${kind === 'trek' ? 'Trek' : 'Camp'} packages`}
        slides={packages.map((pkg, index) => (
          <PackageCard key={pkg.id} pkg={pkg} kind={kind} brochure={brochures[index]!} />
        ))}
        slideIds={packages.map((pkg) => pkg.id)}
        perView={[1, 2, 3]}
        loop
        className="mt-10"
      />
      <JsonLd data={touristTrips(tripsOf(packageGroup(kind)))} />
    </OfferSection>
  );
}
