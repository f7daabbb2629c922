import { Fragment } from 'react';
import type { DetailSection } from '@/content/schemas';

/**
 * The card's "Explore" view: headed groups of labelled points (a camp's days are timed itineraries).
 * Each list is one grid styled from the <dl>: no wrapper or class per point, which keeps the seven
 * cards' HTML and its hydration payload small.
 */
export function PackageDetails({ sections }: { sections: DetailSection[] }) {
  return (
    <div className="space-y-5">
      {sections.map((section) => (
        <section key={section.heading}>
          <h4 className="text-sm font-extrabold tracking-wider text-lime-ink uppercase">{section.heading}</h4>
          <dl className="mt-2 grid grid-cols-[6.5rem_1fr] text-sm *:border-t *:border-mist-deep *:py-2 [&>:nth-child(-n+2)]:border-t-0 [&>dd]:text-ink-soft [&>dt]:pr-3 [&>dt]:font-bold [&>dt]:text-forest [&>dt]:tabular-nums">
            {section.points.map((point) => (
              <Fragment key={point.key}>
                <dt>{point.key}</dt>
                <dd>{point.value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
