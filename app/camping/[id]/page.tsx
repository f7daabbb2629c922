import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TripPage } from '@/components/trips/trip-page';
import { tripMetadata } from '@/lib/seo';
import { findTrip, tripsOf } from '@/lib/trips/trips';

export const dynamicParams = false;

export function generateStaticParams() {
  return tripsOf('camping').map((trip) => ({ id: trip.id }));
}

export async function generateMetadata({ params }: PageProps<'/camping/[id]'>): Promise<Metadata> {
  const trip = findTrip('camping', (await params).id);
  return trip ? tripMetadata(trip) : {};
}

export default async function CampPage({ params }: PageProps<'/camping/[id]'>) {
  const trip = findTrip('camping', (await params).id);
  if (!trip) notFound();
  return <TripPage trip={trip} />;
}
