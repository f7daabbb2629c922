import type { MetadataRoute } from 'next';
import { navigation, site } from '@/content/site';
import { tripPath, trips } from '@/lib/trips/trips';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = ['/', ...navigation.map((item) => item.path)].map((path) => ({
    url: `${site.url}${path}`,
    changeFrequency: 'monthly' as const,
    priority: path === '/' ? 1 : 0.8,
  }));
  const tripPages = trips.map((trip) => ({
    url: `${site.url}${tripPath(trip)}`,
    changeFrequency: 'monthly' as const,
    priority: 0.7,
  }));
  return [...pages, ...tripPages];
}
