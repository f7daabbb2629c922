import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { colors } from '@/lib/design-tokens';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: pages.home.description,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: colors.forest.DEFAULT,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
