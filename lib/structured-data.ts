import type { BreadcrumbList, Graph, ItemList, Offer, Place, TouristTrip, WebPage } from 'schema-dts';
import { privacy as englishPrivacy } from '@/content/privacy';
import { siteIn } from '@/content/site-in';
import { localized } from '@/content/localize';
import { translator } from '@/lib/i18n/dictionary';
import type { Translate } from '@/lib/i18n/fill';
import { DEFAULT_LANG, LANGUAGES, localePath, type Lang } from '@/content/languages';
import { SITE_LANGS } from '@/content/site-languages';
import { env } from '@/lib/env';
import { mediaUrl } from '@/lib/image-loader';
import { cardPath } from '@/lib/og/card-file';
import type { DetailSection, TripCalendar, Weekday } from '@/content/schemas';
import { TRIP_GROUPS } from '@/content/trip-groups';
import { runsSentence } from '@/lib/trips/calendar';
import { tripPath } from '@/lib/trips/links';
import type { Trip } from '@/lib/trips/trips';

const ORGANIZATION_ID = `${env.siteUrl}/#organization`;

/** The operator as a TravelAgency: name, contact, address and profile, for the whole site. */
export function travelAgency(lang: Lang = DEFAULT_LANG): Record<string, unknown> {
  const site = siteIn(lang);
  const t = translator(lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': ORGANIZATION_ID,
    name: site.name,
    description: site.blurb,
    url: `${env.siteUrl}${localePath(lang, '/')}`,
    knowsLanguage: SITE_LANGS.map((code) => LANGUAGES[code].htmlLang),
    logo: `${env.siteUrl}/icon.svg`,
    image: `${env.siteUrl}${cardPath('home')}`,
    telephone: site.phone.replace(/\s/g, ''),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.locality,
      addressLocality: `${site.address.city}, ${site.address.district}`,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: t('Munnar, Kerala, India'),
    sameAs: [site.instagramUrl],
  };
}

/** The site in `lang` as a WebSite: its name and the language its pages are written in. */
export function webSite(lang: Lang): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteIn(lang).name,
    url: `${env.siteUrl}${localePath(lang, '/')}`,
    inLanguage: LANGUAGES[lang].htmlLang,
    publisher: { '@id': ORGANIZATION_ID },
  };
}

const absolute = (url: string) => (url.startsWith('/') ? `${env.siteUrl}${url}` : url);

/** The trips of a group's page, each pointing at its own page with the TouristTrip that page carries. */
export function touristTrips(trips: Trip[], lang: Lang = DEFAULT_LANG): Graph {
  return { '@context': 'https://schema.org', '@graph': trips.map((trip) => touristTrip(trip, lang)) };
}

/** The trip's steps as an ItemList: each timed point of each day, or the place it goes to. */
function itineraryList(days: DetailSection[], place: string): ItemList {
  const stops = days.length
    ? days.flatMap((day) => day.points.map((point) => `${day.heading}, ${point.key}: ${point.value}`))
    : [place];
  return {
    '@type': 'ItemList',
    numberOfItems: stops.length,
    itemListElement: stops.map((name, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'TouristAttraction', name },
    })),
  };
}

/**
 * A trip as a TouristTrip: its itinerary (its timed days, else the place it goes to) and an Offer in INR
 * whose price is left out while it is on request.
 */
function touristTrip(trip: Trip, lang: Lang): TouristTrip {
  const t = translator(lang);
  const url = `${env.siteUrl}${localePath(lang, tripPath(trip))}`;
  const offer: Offer = {
    '@type': 'Offer',
    priceCurrency: 'INR',
    url,
    ...(trip.rate === null ? {} : { price: trip.rate }),
    ...(trip.comingSoon ? {} : { availability: 'https://schema.org/InStock' }),
    ...(trip.calendar ? offeredWhen(trip, trip.calendar, t) : {}),
  };
  return {
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: trip.name,
    description: trip.description ?? trip.summary,
    url,
    image: absolute(mediaUrl(trip.image, 1280)),
    touristType: t('Adventure travellers'),
    provider: { '@id': ORGANIZATION_ID },
    itinerary: itineraryList(trip.days, trip.location ?? trip.name),
    offers: offer,
  };
}

const DAY_OF_WEEK = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
} as const satisfies Record<Weekday, string>;

/**
 * When the trip is offered, in words true on any date and in schema.org's opening hours of the place it
 * starts from: the weekdays it runs, and each dated closure or full day as a day the place is shut
 * (opens and closes at 00:00, as schema.org marks a closed day).
 */
function offeredWhen(
  trip: Trip,
  calendar: TripCalendar,
  t: Translate,
): Pick<Offer, 'description' | 'availableAtOrFrom'> & object {
  const closed = [
    ...calendar.closures.map(({ from, to }) => ({ from, to })),
    ...calendar.fullDays.map((day) => ({ from: day, to: day })),
  ];
  const place: Place = {
    '@type': 'Place',
    name: trip.location ?? 'Munnar, Kerala',
    ...(calendar.weekdays?.length
      ? {
          openingHoursSpecification: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: calendar.weekdays.map((day) => DAY_OF_WEEK[day]),
            opens: '00:00',
            closes: '23:59',
          },
        }
      : {}),
    ...(closed.length
      ? {
          specialOpeningHoursSpecification: closed.map(({ from, to }) => ({
            '@type': 'OpeningHoursSpecification' as const,
            validFrom: from,
            validThrough: to,
            opens: '00:00',
            closes: '00:00',
          })),
        }
      : {}),
  };
  const season = calendar.season?.reason ? ` ${calendar.season.reason}.` : '';
  return { description: `${runsSentence(calendar, t)}.${season}`, availableAtOrFrom: place };
}

/** A page's place under Home, as a BreadcrumbList of absolute URLs. */
function breadcrumbList(crumbs: { name: string; url: string }[], lang: Lang): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: translator(lang)('Home'), url: `${env.siteUrl}${localePath(lang, '/')}` },
      ...crumbs,
    ].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A trip page's TouristTrip and its BreadcrumbList: Home, the group's page, the trip. */
export function tripStructuredData(trip: Trip, lang: Lang = DEFAULT_LANG): Graph {
  const group = TRIP_GROUPS[trip.group];
  const url = `${env.siteUrl}${localePath(lang, tripPath(trip))}`;
  const breadcrumbs = breadcrumbList(
    [
      { name: translator(lang)(group.title), url: `${env.siteUrl}${localePath(lang, group.path)}` },
      { name: trip.name, url },
    ],
    lang,
  );
  return { '@context': 'https://schema.org', '@graph': [touristTrip(trip, lang), breadcrumbs] };
}

/** The privacy page as the operator's WebPage, dated by its last change, and its BreadcrumbList. */
export function privacyStructuredData(path: string, lang: Lang = DEFAULT_LANG): Graph {
  const privacy = localized(lang, 'privacy.json', englishPrivacy);
  const url = `${env.siteUrl}${localePath(lang, path)}`;
  const page: WebPage = {
    '@type': 'WebPage',
    '@id': `${url}#page`,
    url,
    name: privacy.heading,
    description: privacy.description,
    dateModified: privacy.lastChanged,
    inLanguage: LANGUAGES[lang].htmlLang,
    publisher: { '@id': ORGANIZATION_ID },
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [page, breadcrumbList([{ name: privacy.heading, url }], lang)],
  };
}
