import sharp from 'sharp';
import { LANGS, LANGUAGES, localePath } from '@/content/languages';
import { env } from '@/lib/env';
import { cardContent } from '@/lib/og/card-content';
import { pageImagePath, PRIVACY_PATH, SHARE_ROUTES, type ShareKey } from '@/lib/seo';
import { tripImagePath, tripPath } from '@/lib/trips/links';
import { trips } from '@/lib/trips/trips';
import { expect, test } from './fixtures';
import { CARD_TYPE } from '@/lib/og/card-file';

/** Below the size at which link previews are known to skip an image. */
const PREVIEW_LIMIT_BYTES = 300_000;

/** Every English page with its English card: each page with a card of its own, the privacy page, each trip. */
const PAGES = [
  ...(Object.entries(SHARE_ROUTES) as [ShareKey, string][]).map(([key, path]) => ({
    path,
    card: pageImagePath(key),
  })),
  { path: PRIVACY_PATH, card: pageImagePath('home') },
  ...trips.map((trip) => ({ path: tripPath(trip), card: tripImagePath(trip) })),
];

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

const cardFile = (card: string) => card.slice(card.lastIndexOf('/') + 1);

for (const lang of LANGS) {
  const { englishName } = LANGUAGES[lang];

  test(`each ${englishName} page shares its own language's card (og:image and twitter:image)`, async ({
    request,
  }) => {
    for (const { path, card } of PAGES) {
      const page = localePath(lang, path);
      const response = await request.get(page);
      expect(response.status(), page).toBe(200);
      const html = await response.text();
      const own = `${env.siteUrl}${localePath(lang, card)}`;
      expect(meta(html, 'property', 'og:image'), page).toBe(own);
      expect(meta(html, 'name', 'twitter:image'), page).toBe(own);
    }
  });

  test(`each ${englishName} card is a 1200×630 JPEG small enough for a link preview, drawn in the language's words`, async ({
    request,
  }) => {
    for (const card of new Set(PAGES.map((page) => page.card))) {
      const own = localePath(lang, card);
      const response = await request.get(own);
      expect(response.status(), own).toBe(200);
      expect(response.headers()['content-type'], own).toBe(CARD_TYPE);
      const body = await response.body();
      const { format, width, height } = await sharp(body).metadata();
      expect({ format, width, height }, own).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      // Link previews skip a large image (WhatsApp's at about 300 KB).
      expect(body.length, own).toBeLessThan(PREVIEW_LIMIT_BYTES);
      // Where the language's words differ from English, so does its drawing.
      const [words, english] = await Promise.all([
        cardContent(lang, cardFile(card)),
        cardContent('en', cardFile(card)),
      ]);
      if (JSON.stringify({ ...words, picture: '' }) !== JSON.stringify({ ...english, picture: '' })) {
        const englishCard = await (await request.get(card)).body();
        expect(body.equals(englishCard), `${own} is drawn in English`).toBe(false);
      }
    }
  });
}
