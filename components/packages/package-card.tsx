import { MediaImage } from '@/components/media/media-image';
import { ButtonLink } from '@/components/ui/button-link';
import { PackageFacts } from './package-facts';
import {
  enquiryHref,
  isComingSoon,
  packageGroup,
  type OfferPackage,
  type PackageKind,
} from '@/lib/packages/package-links';
import { tripPath } from '@/lib/trips/trips';
import { DetailsView, ExploreToggle, HighlightsView } from './package-switch';

type PackageCardProps = {
  pkg: OfferPackage;
  kind: PackageKind;
  brochure: { href: string; label: string };
};

/** A trek or camp: picture, facts and highlights, with its details (fetched) one "Explore" away. */
export function PackageCard({ pkg, kind, brochure }: PackageCardProps) {
  const comingSoon = isComingSoon(pkg);
  const ids = { name: `${pkg.id}-name`, highlights: `${pkg.id}-highlights`, details: `${pkg.id}-details` };
  return (
    <article
      aria-labelledby={ids.name}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 shadow-forest/5 ring-forest/10"
    >
      <div className="relative">
        <a href="/#gallery" aria-label={`See photos: ${pkg.name}`} className="group block overflow-hidden">
          <MediaImage
            src={pkg.imgPath}
            alt=""
            sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/3] w-full transition-transform duration-700 group-hover:scale-105"
          />
        </a>
        {comingSoon ? (
          <p className="absolute top-4 left-4 rounded-full bg-lime px-3 py-1 text-sm font-bold text-forest-deep shadow">
            Coming Soon...
          </p>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <h3 id={ids.name} className="text-2xl font-extrabold tracking-tight text-forest">
            {pkg.name}
          </h3>
          {pkg.tagline ? <p className="mt-1 text-pretty text-ink-soft">{pkg.tagline}</p> : null}
        </div>
        <PackageFacts pkg={pkg} />
        {pkg.optional ? <p className="text-sm text-ink-faint italic">{pkg.optional}</p> : null}

        <HighlightsView packageId={pkg.id} id={ids.highlights}>
          <h4 className="text-sm font-extrabold tracking-wider text-lime-ink uppercase">Highlights</h4>
          <ul className="mt-2 space-y-2 text-ink-soft">
            {pkg.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-lime" />
                {highlight}
              </li>
            ))}
          </ul>
        </HighlightsView>
        {comingSoon ? null : <DetailsView packageId={pkg.id} name={pkg.name} id={ids.details} />}

        <div className="mt-auto flex flex-col gap-4 border-t border-mist-deep pt-5">
          {comingSoon ? null : (
            <div className="flex flex-wrap gap-3">
              <ExploreToggle
                packageId={pkg.id}
                name={pkg.name}
                controls={`${ids.highlights} ${ids.details}`}
                className="flex-1"
              />
              <ButtonLink
                href={enquiryHref(kind, pkg.id)}
                aria-label={`Enquire about this ${kind}: ${pkg.name}`}
                className="flex-[2] whitespace-nowrap"
              >
                Enquire about this {kind}
              </ButtonLink>
            </div>
          )}
          <a
            href={tripPath({ group: packageGroup(kind), id: pkg.id })}
            aria-label={`Full details: ${pkg.name}`}
            className="text-link self-start rounded"
          >
            Full details
          </a>
          <a
            href={brochure.href}
            aria-label={`${brochure.label}: ${pkg.name}`}
            className="text-link inline-flex items-center gap-2 self-start rounded text-sm"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
            </svg>
            {brochure.label}
          </a>
        </div>
      </div>
    </article>
  );
}
