import type { MetadataRoute } from 'next';
import { navigation } from '@/content/site';
import { env } from '@/lib/env';
import { LANGS, localePath } from '@/content/languages';
import { languageAlternates } from '@/lib/seo';
import { tripPath, trips } from '@/lib/trips/trips';

export const dynamic = 'force-static';

/** Every page in every language, each listing its pages in the other languages. */
export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (links: Record<string, string>) =>
    Object.fromEntries(Object.entries(links).map(([lang, path]) => [lang, `${env.siteUrl}${path}`]));
  const entry = (path: string, priority: number) =>
    LANGS.map((lang) => ({
      url: `${env.siteUrl}${localePath(lang, path)}`,
      changeFrequency: 'monthly' as const,
      priority,
      alternates: { languages: absolute(languageAlternates(path)) },
    }));
  const pages = ['/', ...navigation.map((item) => item.path)].flatMap((path) =>
    entry(path, path === '/' ? 1 : 0.8),
  );
  const tripPages = trips.flatMap((trip) => entry(tripPath(trip), 0.7));
  return [...pages, ...tripPages];
}
