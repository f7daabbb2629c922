import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { tripPageSpeculations } from '@/components/seo/page-speculations';
import { SpeculationRules } from '@/components/seo/speculation-rules';
import { TripPage } from '@/components/trips/trip-page';
import { DEFAULT_LANG, isLang, type Lang } from '@/content/languages';
import type { TripGroup } from '@/content/trip-groups';
import { tripMetadata } from '@/lib/seo';
import { findTrip, tripsOf } from '@/lib/trips/trips';

type TripParams = { params: Promise<{ id: string; lang?: string }> };

async function tripOf(group: TripGroup, params: TripParams['params']) {
  const { id, lang: value } = await params;
  const lang: Lang = isLang(value) ? value : DEFAULT_LANG;
  return { lang, trip: findTrip(group, id, lang) };
}

/**
 * A group's trip pages (/trekking/<id>/, and /<lang>/trekking/<id>/): the English route and each language's
 * route are the same few lines over this.
 */
export function tripRoute(group: TripGroup) {
  return {
    params: () => tripsOf(group).map((trip) => ({ id: trip.id })),
    async metadata({ params }: TripParams): Promise<Metadata> {
      const { lang, trip } = await tripOf(group, params);
      return trip ? tripMetadata(trip, lang) : {};
    },
    async Page({ params }: TripParams) {
      const { lang, trip } = await tripOf(group, params);
      if (!trip) notFound();
      return (
        <>
          <TripPage trip={trip} lang={lang} />
          <SpeculationRules speculations={tripPageSpeculations(trip, lang)} />
        </>
      );
    },
  };
}
