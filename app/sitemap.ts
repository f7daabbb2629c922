import type { MetadataRoute } from 'next';
import { navigation } from '@/content/site';
import { env } from '@/lib/env';
import { PRIVACY_PATH } from '@/lib/seo';
import { tripPath, trips } from '@/lib/trips/trips';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = ['/', ...navigation.map((item) => item.path)].map((path) => ({
    url: `${env.siteUrl}${path}`,
    changeFrequency: 'monthly' as const,
    priority: path === '/' ? 1 : 0.8,
  }));
  const tripPages = trips.map((trip) => ({
    url: `${env.siteUrl}${tripPath(trip)}`,
    changeFrequency: 'monthly' as const,
    priority: 0.7,
  }));
  const privacyPage = {
    url: `${env.siteUrl}${PRIVACY_PATH}`,
    changeFrequency: 'yearly' as const,
    priority: 0.3,
  };
  return [...pages, ...tripPages, privacyPage];
}
