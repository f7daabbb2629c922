import { parseContent } from './parse';
import { pagesSchema, type Pages } from './schemas';

/* Titles carry no brand name: the root layout's title template adds it. */
const rawPages = {
  home: {
    title: 'Treks, camps and adventures in Munnar',
    description:
      'Treks, camps and adventure activities from the Kuttiyar valley, Munnar: shola grasslands, high tea estates, Meesapulimalai and a nature camp for kids.',
    heading: 'Experience Munnar like never before!',
    subheading: "Unveil Munnar's Magic - A Journey Beyond the Ordinary!",
    banner: '/media/banners/home.jpg',
  },
  trekking: {
    title: 'Trekking in Munnar',
    description:
      'Seven guided treks around Munnar, from Letchmi Hills and Top Valley to Kolukkumalai, Chinnar and the summit of Meesapulimalai, the second-highest in Kerala.',
    heading: 'Trekking in Munnar',
    subheading: 'Tea slopes, shola forests and grassland peaks, with a guide who knows the way',
    banner: '/media/banners/trekking.jpg',
  },
  camping: {
    title: 'Camping in Munnar',
    description:
      'Tent camps near Munnar, 2 days and 1 night: Kolukkumalai sunrise, Yellapetty tea-estate tents and Meesapulimalai. Campfire, dinner and breakfast included.',
    heading: 'Camping in Munnar',
    subheading: 'A night under the stars, a campfire and a sunrise above the clouds',
    banner: '/media/banners/camping.jpg',
  },
  adventure: {
    title: 'Adventure activities in Munnar',
    description:
      'Zipline, mountaineering, rock climbing and rappelling, kayaking and mountain cycling in the hills of the Kuttiyar valley, Munnar, with instructors beside you.',
    heading: 'Adventure Activities',
    subheading: 'Zipline, climb, rappel, paddle and ride in the hills around the Kuttiyar valley',
    banner: '/media/banners/adventure-activities.jpg',
  },
  bunnyBuds: {
    title: 'Bunny Buds nature camp for children',
    description:
      'Bunny Buds is a guided nature camp for children in the Kuttiyar valley, Munnar: nature walks, bird watching, crafts, Kerala folk games and campfire stories.',
    heading: 'Bunny Buds',
    subheading: 'A nature camp for children: fun, learning and outdoor adventure, safely guided',
    banner: '/media/banners/bunny-buds.jpg',
  },
  glamping: {
    title: 'Glamping in Munnar: coming soon',
    description:
      'Glamping is coming soon to the Kuttiyar valley, Munnar: comfortable bell tents with a view of the hills. Send us an enquiry to hear first when we open.',
    heading: 'Glamping: Coming Soon',
    subheading: 'Bell tents with a view in the Kuttiyar valley are on their way',
    banner: '/media/banners/glamping.jpg',
  },
  notFound: {
    title: 'Page not found',
    description:
      'This page took a wrong turn in the mist. Head back to treks, camps and adventure activities in the Kuttiyar valley, Munnar, from the menu or the home page.',
    heading: 'Lost in the mist',
    subheading: 'We could not find that page. The home page will get you back on the trail.',
    banner: '/media/banners/home.jpg',
  },
};

export const pages: Pages = parseContent('content/pages.ts', pagesSchema, rawPages);
