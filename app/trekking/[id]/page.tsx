import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TripPage } from '@/components/trips/trip-page';
import { tripMetadata } from '@/lib/seo';
import { findTrip, tripsOf } from '@/lib/trips/trips';

export const dynamicParams = false;

export function generateStaticParams() {
  return tripsOf('trekking').map((trip) => ({ id: trip.id }));
}

export async function generateMetadata({ params }: PageProps<'/trekking/[id]'>): Promise<Metadata> {
  const trip = findTrip('trekking', (await params).id);
  return trip ? tripMetadata(trip) : {};
}

export default async function TrekPage({ params }: PageProps<'/trekking/[id]'>) {
  const trip = findTrip('trekking', (await params).id);
  if (!trip) notFound();
  return <TripPage trip={trip} />;
}
