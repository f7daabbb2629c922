import { site } from '@/content/site';
import { isComingSoon, type OfferPackage } from '@/lib/packages/package-links';
import { mediaUrl } from '@/lib/image-loader';

const ORGANIZATION_ID = `${site.url}/#organization`;

/** The operator as a TravelAgency: name, contact, address and profile, for the whole site. */
export function travelAgency(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': ORGANIZATION_ID,
    name: site.name,
    description: site.blurb,
    url: `${site.url}/`,
    logo: `${site.url}/icon.svg`,
    image: `${site.url}/og/home.png`,
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
    areaServed: 'Munnar, Kerala, India',
    sameAs: [site.instagramUrl],
  };
}

const absolute = (url: string) => (url.startsWith('/') ? `${site.url}${url}` : url);

/**
 * One TouristTrip per package. A camp's itinerary is its timed days; a trek's is the place it goes
 * to. Only a bookable package with a rate gets an Offer, in INR per person.
 */
export function touristTrips(packages: OfferPackage[], pagePath: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': packages.map((pkg) => {
      const url = `${site.url}${pagePath}#${pkg.id}`;
      const days = pkg.switchData.filter((section) => /^Day \d+$/.test(section.heading));
      const stops = days.length
        ? days.flatMap((day) => day.points.map((point) => `${day.heading}, ${point.key}: ${point.value}`))
        : [pkg.location];
      return {
        '@type': 'TouristTrip',
        '@id': url,
        name: pkg.name,
        description: pkg.tagline,
        url,
        image: absolute(mediaUrl(pkg.imgPath, 1280)),
        touristType: 'Adventure travellers',
        provider: { '@id': ORGANIZATION_ID },
        itinerary: {
          '@type': 'ItemList',
          numberOfItems: stops.length,
          itemListElement: stops.map((name, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: { '@type': 'TouristAttraction', name },
          })),
        },
        ...(pkg.rate !== null && !isComingSoon(pkg)
          ? {
              offers: {
                '@type': 'Offer',
                price: pkg.rate,
                priceCurrency: 'INR',
                availability: 'https://schema.org/InStock',
                url,
              },
            }
          : {}),
      };
    }),
  };
}
