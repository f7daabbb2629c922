import type { Point } from '@/content/schemas';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/lib/cn';
import { OfferSection } from './offer-section';

type PointsSectionProps = {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  points: Point[];
  tone?: 'white' | 'mist';
};

/** A titled grid of short points: benefits, reasons, what's included, why choose us, safety tips. */
export function PointsSection({ id, title, eyebrow, intro, points, tone = 'white' }: PointsSectionProps) {
  return (
    <OfferSection id={id} tone={tone}>
      <SectionHeading
        id={`${id}-heading`}
        eyebrow={eyebrow}
        title={title}
        intro={intro ? <p>{intro}</p> : undefined}
      />
      {/* Rows of three (four for four points); a short last row is centred. */}
      <ul className="mt-10 flex flex-wrap justify-center gap-5">
        {points.map((point, index) => (
          <li
            key={point.title}
            className={cn(
              'flex basis-full gap-4 rounded-2xl p-5 ring-1 sm:basis-[calc((100%-1.25rem)/2)] sm:flex-col sm:gap-0 sm:p-6',
              points.length === 4 ? 'lg:basis-[calc((100%-3.75rem)/4)]' : 'lg:basis-[calc((100%-2.5rem)/3)]',
              tone === 'mist' ? 'bg-white ring-forest/10' : 'bg-mist ring-mist-deep',
            )}
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-lime text-sm font-extrabold text-forest-deep tabular-nums"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="text-lg font-extrabold text-forest sm:mt-4">{point.title}</h3>
              <p className="mt-1 leading-relaxed text-ink-soft sm:mt-2">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </OfferSection>
  );
}
