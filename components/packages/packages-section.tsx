import { Carousel } from '@/components/carousel/carousel';
import { OfferSection } from '@/components/offer/offer-section';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionHeading } from '@/components/ui/section-heading';
import { touristTrips } from '@/lib/structured-data';
import { brochureBytes } from '@/lib/brochures/brochures';
import { formatFileSize } from '@/lib/packages/format';
import { tripsOf } from '@/lib/trips/trips';
import { translator, type Translate } from '@/lib/i18n/dictionary';
import { DEFAULT_LANG, type Lang } from '@/content/languages';
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
  lang: Lang;
};

/** The label of a brochure link: a generated one states the size of the file the build writes. */
async function brochureLink(kind: PackageKind, pkg: OfferPackage, lang: Lang, t: Translate) {
  const href = brochureHref(kind, pkg);
  // The brochures are written in English: another language's page says so.
  const label = lang === DEFAULT_LANG ? 'Download brochure (PDF' : 'Download brochure (PDF, English';
  if (pkg.pdfLink) return { href, label: t(`${label})`) };
  const bytes = await brochureBytes(kind, pkg);
  return { href, label: t(`${label}, {size})`, { size: formatFileSize(bytes.length) }) };
}

/** The packages carousel: it loops, and /route/#<package-id> opens on that package. */
export async function PackagesSection({
  kind,
  packages,
  title,
  eyebrow,
  intro,
  tone = 'mist',
  lang,
}: PackagesSectionProps) {
  const t = translator(lang);
  const brochures = await Promise.all(packages.map((pkg) => brochureLink(kind, pkg, lang, t)));
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
        name={t(`${kind === 'trek' ? 'Trek' : 'Camp'} packages`)}
        lang={lang}
        slides={packages.map((pkg, index) => (
          <PackageCard key={pkg.id} pkg={pkg} kind={kind} brochure={brochures[index]!} lang={lang} />
        ))}
        slideIds={packages.map((pkg) => pkg.id)}
        perView={[1, 2, 3]}
        loop
        className="mt-10"
      />
      <JsonLd data={touristTrips(tripsOf(packageGroup(kind), lang), lang)} />
    </OfferSection>
  );
}
