import type { ReactNode } from 'react';

type TripListCardProps = { title: string; children: ReactNode };

/** A titled white card in the "Good to know" grid. */
export function TripListCard({ title, children }: TripListCardProps) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-mist-deep sm:p-6">
      <h3 className="text-lg font-extrabold text-forest">{title}</h3>
      <div className="mt-3 text-ink-soft">{children}</div>
    </div>
  );
}

/** A bulleted list whose marker says what kind of list it is: a tick, a cross or a dot. */
export function MarkedList({ items, mark }: { items: string[]; mark: 'yes' | 'no' | 'dot' }) {
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className={`trip-mark trip-mark-${mark}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Labelled points ("Nearest town": "Munnar, 12 km"), label above on a phone, beside from 640 px. */
export function PointList({ points }: { points: { key: string; value: string }[] }) {
  return (
    <dl className="trip-points">
      {points.map((point, index) => (
        <div key={index}>
          <dt>{point.key}</dt>
          <dd>{point.value}</dd>
        </div>
      ))}
    </dl>
  );
}
