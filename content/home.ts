import galleryData from './data/gallery.json' with { type: 'json' };
import homeData from './data/home.json' with { type: 'json' };
import type { Lang } from '@/content/languages';
import { localized } from './localize';
import { parseContent } from './parse';
import {
  galleryFileSchema,
  homeFileSchema,
  type ExperienceTheme,
  type GalleryItem,
  type Hero,
  type Highlights,
  type IntroText,
  type ThingToEnjoy,
  type TimelineOffering,
} from './schemas';

const home = parseContent('content/data/home.json', homeFileSchema, homeData);

export const hero: Hero = home.hero;
export const introText: IntroText = home.introText;
export const timeline: TimelineOffering[] = home.timeline;
export const themes: ExperienceTheme[] = home.themes;
export const thingsToEnjoy: ThingToEnjoy[] = home.thingsToEnjoy;
export const highlights: Highlights = home.highlights;

export const gallery: GalleryItem[] = parseContent(
  'content/data/gallery.json',
  galleryFileSchema,
  galleryData,
).gallery;

/** The home page's sections in `lang`. Reviews stay in the words their guests wrote. */
export const homeIn = (lang: Lang) => localized(lang, 'home.json', home);

/** The gallery's titles and alt texts in `lang`. */
export const galleryIn = (lang: Lang): GalleryItem[] => localized(lang, 'gallery.json', { gallery }).gallery;
