import { site } from '@/content/site';

/** The operator as a TravelAgency: name, contact, address and profile, for the whole site. */
export function travelAgency(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${site.url}/#organization`,
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
