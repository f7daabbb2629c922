import type { Trip } from '@/lib/trips/trips';
import { MarkedList, PointList, TripListCard } from './trip-list-card';
import { TripSection } from './trip-section';

/**
 * What a visitor checks before booking, each card only where the content has it: included and not,
 * the card's other details, what to carry, how to reach the start, safety and cancellation.
 */
export function TripEssentials({ trip }: { trip: Trip }) {
  const cards = [
    trip.included.length ? (
      <TripListCard key="included" title="What's included">
        <MarkedList items={trip.included} mark="yes" />
      </TripListCard>
    ) : null,
    trip.notIncluded.length ? (
      <TripListCard key="not-included" title="Not included">
        <MarkedList items={trip.notIncluded} mark="no" />
      </TripListCard>
    ) : null,
    ...trip.details.map((section, index) => (
      <TripListCard key={`details-${index}`} title={section.heading}>
        <PointList points={section.points} />
      </TripListCard>
    )),
    trip.carry.length ? (
      <TripListCard key="carry" title="What to carry">
        <MarkedList items={trip.carry} mark="dot" />
      </TripListCard>
    ) : null,
    trip.reach.length ? (
      <TripListCard key="reach" title="How to reach the start">
        <PointList points={trip.reach} />
      </TripListCard>
    ) : null,
    trip.safety.length ? (
      <TripListCard key="safety" title="Safety">
        <MarkedList items={trip.safety} mark="dot" />
      </TripListCard>
    ) : null,
    trip.cancellation ? (
      <TripListCard key="cancellation" title="Cancellation">
        <p className="text-pretty">{trip.cancellation}</p>
      </TripListCard>
    ) : null,
  ].filter(Boolean);
  if (!cards.length) return null;
  return (
    <TripSection id="good-to-know" title="Good to know">
      <div className="grid items-start gap-5 md:grid-cols-2">{cards}</div>
    </TripSection>
  );
}
