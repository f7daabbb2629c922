import galleryData from './data/gallery.json' with { type: 'json' };
import homeData from './data/home.json' with { type: 'json' };
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
