import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TripPage } from '@/components/trips/trip-page';
import { tripMetadata } from '@/lib/seo';
import { findTrip, tripsOf } from '@/lib/trips/trips';

export const dynamicParams = false;

export function generateStaticParams() {
  return tripsOf('adventure').map((trip) => ({ id: trip.id }));
}

export async function generateMetadata({
  params,
}: PageProps<'/adventure-activities/[id]'>): Promise<Metadata> {
  const trip = findTrip('adventure', (await params).id);
  return trip ? tripMetadata(trip) : {};
}

export default async function ActivityPage({ params }: PageProps<'/adventure-activities/[id]'>) {
  const trip = findTrip('adventure', (await params).id);
  if (!trip) notFound();
  return <TripPage trip={trip} />;
}
