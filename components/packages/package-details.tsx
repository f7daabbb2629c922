import type { SwitchSection } from '@/content/schemas';

/** The card's "Explore" view: headed groups of labelled points (a camp's days are timed itineraries). */
export function PackageDetails({ sections }: { sections: SwitchSection[] }) {
  return (
    <div className="space-y-5">
      {sections.map((section) => (
        <section key={section.heading}>
          <h4 className="text-sm font-extrabold tracking-wider text-lime-ink uppercase">{section.heading}</h4>
          <dl className="mt-2 divide-y divide-mist-deep text-sm">
            {section.points.map((point) => (
              <div key={point.key} className="grid grid-cols-[6.5rem_1fr] gap-3 py-2">
                <dt className="font-bold text-forest tabular-nums">{point.key}</dt>
                <dd className="text-ink-soft">{point.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
