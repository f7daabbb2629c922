import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { tripPageSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { TripPage } from '@/components/trips/trip-page';
import { tripMetadata } from '@/lib/seo';
import { groupFolder, tripAt } from '@/lib/trips/links';
import { trips } from '@/lib/trips/trips';

// Every trek, camp and activity: /trekking/<id>/, /camping/<id>/, /adventure-activities/<id>/. The group
// pages themselves are the static folders beside this one, which Next matches first.
export const dynamicParams = false;

type TripRouteProps = { params: Promise<{ group: string; id: string }> };

export function generateStaticParams() {
  return trips.map((trip) => ({ group: groupFolder(trip.group), id: trip.id }));
}

export async function generateMetadata({ params }: TripRouteProps): Promise<Metadata> {
  const { group, id } = await params;
  const trip = tripAt(group, id);
  return trip ? tripMetadata(trip) : {};
}

export default async function TripRoute({ params }: TripRouteProps) {
  const { group, id } = await params;
  const trip = tripAt(group, id);
  if (!trip) notFound();
  return (
    <>
      <TripPage trip={trip} />
      <SpeculationRules speculations={tripPageSpeculations(trip)} />
    </>
  );
}
