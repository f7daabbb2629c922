import type { Trip } from '@/lib/trips/trips';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

import { MarkedList, PointList, TripListCard } from './trip-list-card';
import { TripSection } from './trip-section';

/**
 * What a visitor checks before booking, each card only where the content has it: included and not,
 * the card's other details, what to carry, how to reach the start, safety and cancellation.
 */
export function TripEssentials({ trip, lang }: { trip: Trip; lang: Lang }) {
  const t = translator(lang);
  const cards = [
    trip.included.length ? (
      <TripListCard key="included" title={t("What's included")}>
        <MarkedList items={trip.included} mark="yes" />
      </TripListCard>
    ) : null,
    trip.notIncluded.length ? (
      <TripListCard key="not-included" title={t('Not included')}>
        <MarkedList items={trip.notIncluded} mark="no" />
      </TripListCard>
    ) : null,
    ...trip.details.map((section, index) => (
      <TripListCard key={`details-${index}`} title={section.heading}>
        <PointList points={section.points} />
      </TripListCard>
    )),
    trip.carry.length ? (
      <TripListCard key="carry" title={t('What to carry')}>
        <MarkedList items={trip.carry} mark="dot" />
      </TripListCard>
    ) : null,
    trip.reach.length ? (
      <TripListCard key="reach" title={t('How to reach the start')}>
        <PointList points={trip.reach} />
      </TripListCard>
    ) : null,
    trip.safety.length ? (
      <TripListCard key="safety" title={t('Safety')}>
        <MarkedList items={trip.safety} mark="dot" />
      </TripListCard>
    ) : null,
    trip.cancellation ? (
      <TripListCard key="cancellation" title={t('Cancellation')}>
        <p className="text-pretty">{trip.cancellation}</p>
      </TripListCard>
    ) : null,
  ].filter(Boolean);
  if (!cards.length) return null;
  return (
    <TripSection id="good-to-know" title={t('Good to know')}>
      <div className="grid items-start gap-5 md:grid-cols-2">{cards}</div>
    </TripSection>
  );
}
