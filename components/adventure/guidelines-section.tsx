import { OfferSection } from '@/components/offer/offer-section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Guideline } from '@/content/schemas';
import { LineIcon } from '@/components/ui/line-icon';

type GuidelinesSectionProps = { title: string; eyebrow?: string; intro?: string; guidelines: Guideline[] };

/**
 * An accordion on native <details name>: one open at a time, the first open at first, a click on the
 * open one closes it; no JavaScript. The panel's height animates up to 15rem (60 Tailwind units).
 */
export function GuidelinesSection({ title, eyebrow, intro, guidelines }: GuidelinesSectionProps) {
  return (
    <OfferSection id="guidelines" tone="mist">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="guidelines-heading"
          eyebrow={eyebrow}
          title={title}
          intro={intro ? <p>{intro}</p> : undefined}
        />
        <div className="divide-y divide-mist-deep overflow-hidden rounded-2xl bg-white shadow-lg ring-1 shadow-forest/5 ring-forest/10">
          {guidelines.map((guideline, index) => (
            <details
              key={guideline.id}
              name="guidelines"
              open={index === 0}
              className="group [interpolate-size:allow-keywords] details-content:h-0 details-content:overflow-clip open:details-content:h-auto motion-safe:details-content:transition-[height,content-visibility] motion-safe:details-content:transition-discrete motion-safe:details-content:duration-300"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 text-lg font-bold text-forest hover:bg-mist/60 [&::-webkit-details-marker]:hidden">
                {guideline.title}
                <LineIcon
                  className="size-6 shrink-0 text-lime-ink transition-transform group-open:rotate-45"
                  strokeWidth={2.4}
                >
                  <path d="M12 5v14M5 12h14" />
                </LineIcon>
              </summary>
              <div className="max-h-60 overflow-y-auto px-6 pb-6 leading-relaxed text-ink-soft">
                {guideline.body}
              </div>
            </details>
          ))}
        </div>
      </div>
    </OfferSection>
  );
}
