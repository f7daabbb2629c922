import { translator } from '@/lib/i18n/dictionary';
import { localePath, type Lang } from '@/content/languages';

/* The lightbox's own control names (yet-another-react-lightbox's label keys), each an English interface string. */
const LABELS = [
  'Previous',
  'Next',
  'Close',
  'Play',
  'Pause',
  'Enter Fullscreen',
  'Exit Fullscreen',
  'Show thumbnails',
  'Hide thumbnails',
  'Photo gallery',
  'Lightbox',
  'Carousel',
  'Slide',
  '{index} of {total}',
] as const;

/** What the gallery island needs in the page's language: its slides' address and its controls' names. */
export type GalleryWords = { address: string; labels: Record<string, string> };

export function galleryWords(lang: Lang): GalleryWords {
  const t = translator(lang);
  return {
    address: localePath(lang, '/gallery.json'),
    labels: lang === 'en' ? {} : Object.fromEntries(LABELS.map((label) => [label, t(label)])),
  };
}
