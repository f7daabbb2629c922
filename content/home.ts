import { parseContent } from './parse';
import {
  gallerySchema,
  heroSchema,
  highlightsSchema,
  introTextSchema,
  reviewsSchema,
  themesSchema,
  thingsToEnjoySchema,
  timelineSchema,
  type ExperienceTheme,
  type GalleryItem,
  type Hero,
  type Highlights,
  type IntroText,
  type Review,
  type ThingToEnjoy,
  type TimelineOffering,
} from './schemas';

const FILE = 'content/home.ts';

const rawHero = {
  headline: 'Experience Munnar like never before!',
  tagline: "Unveil Munnar's Magic - A Journey Beyond the Ordinary!",
  video: '/media/video/hero',
};

const rawIntroText = {
  heading: 'Adventures from the heart of the Kuttiyar valley',
  paragraph:
    'We are based in the Kuttiyar valley near Munnar. From here we take you to shola grasslands, high tea estates and peaks like Meesapulimalai, and bring you back with a head full of views. Tell us what you would like to do, and we will plan the day around you.',
};

const rawTimeline = [
  {
    id: 'trekking',
    name: 'Trekking',
    blurb: 'Seven trails, from gentle tea-estate walks to the summit of Meesapulimalai.',
    imgPath: '/media/offerings/trekking.jpg',
    path: '/trekking',
  },
  {
    id: 'camping',
    name: 'Camping',
    blurb: 'A night in a tent on a tea ridge or high grassland, with a campfire and a sunrise to remember.',
    imgPath: '/media/offerings/camping.jpg',
    path: '/camping',
  },
  {
    id: 'bunny-buds',
    name: 'Bunny Buds',
    blurb: 'Our nature camp for children: walks, crafts, games and stars, all guided.',
    imgPath: '/media/offerings/bunny-buds.jpg',
    path: '/bunny-buds',
  },
  {
    id: 'adventure-activities',
    name: 'Adventure Activities',
    blurb: 'Zipline, rock climbing, rappelling, kayaking and mountain cycling with instructors beside you.',
    imgPath: '/media/offerings/adventure-activities.jpg',
    path: '/adventure-activities',
  },
  {
    id: 'glamping',
    name: 'Glamping',
    blurb: 'Coming soon: bell tents with a view in the Kuttiyar valley.',
    imgPath: '/media/offerings/glamping.jpg',
    path: '/glamping',
  },
];

const rawThemes = [
  {
    id: 'explore-discover',
    name: 'Explore & Discover',
    desc: 'Follow tea paths and forest trails to waterfalls, viewpoints and quiet corners of the valley.',
    imgPath: '/media/themes/explore-discover.jpg',
  },
  {
    id: 'learn-create',
    name: 'Learn & Create',
    desc: 'Find out how tea is made, what the shola forest does for the hills, and make something of your own.',
    imgPath: '/media/themes/learn-create.jpg',
  },
  {
    id: 'adventure-resilience',
    name: 'Adventure & Resilience',
    desc: 'Climb, rappel and trek a little past where you thought you would stop.',
    imgPath: '/media/themes/adventure-resilience.jpg',
  },
  {
    id: 'campfire-moments',
    name: 'Campfire Moments',
    desc: 'Warm hands, hot tea and stories under a sky full of stars.',
    imgPath: '/media/themes/campfire-moments.jpg',
  },
  {
    id: 'grow-together',
    name: 'Grow Together',
    desc: 'Families, friends and teams come back closer after a few days outdoors.',
    imgPath: '/media/themes/grow-together.jpg',
  },
];

const rawThingsToEnjoy = [
  {
    id: 0,
    name: 'Tea Plantation Walks',
    img: '/media/enjoy/tea-plantation-walks.jpg',
    desc: 'Wander the tea rows of the KDHP estates with a local who knows every path.',
  },
  {
    id: 1,
    name: 'Tea Culture Experience',
    img: '/media/enjoy/tea-culture-experience.jpg',
    desc: 'See how leaf becomes tea at an old factory, then taste the difference.',
  },
  {
    id: 2,
    name: 'Shola Forests Treks',
    img: '/media/enjoy/shola-forest-treks.jpg',
    desc: 'Walk into the cool, mossy shola forests that keep the streams of Munnar running.',
  },
  {
    id: 3,
    name: 'Off-Road Jeep Safaris',
    img: '/media/enjoy/off-road-jeep-safaris.jpg',
    desc: 'Bump up estate tracks to viewpoints that no car can reach.',
  },
  {
    id: 4,
    name: 'Wildlife Photography Expeditions',
    img: '/media/enjoy/wildlife-photography.jpg',
    desc: 'Bring your camera for Nilgiri tahr in Eravikulam, giant squirrels in Chinnar and hill birds.',
  },
];

const rawHighlights = {
  caption:
    'Global adventures, local explorations, and the enchantment of Kerala: Your gateway to diverse travel experiences!',
  video: '/media/video/highlights',
};

/*
 * SAMPLE TESTIMONIALS, written to show the layout. They are not real reviews:
 * the operator must replace every one with a real, consented review before launch.
 */
const rawReviews = [
  {
    id: 1,
    name: 'Aditi S., Bengaluru',
    review:
      'We did the Meesapulimalai trek in January and it was the hardest and best day of our trip. The team sorted out the KFDC booking in advance, so we simply turned up at the base camp. Our guide kept a steady pace, pointed out the rhododendrons and made sure the slowest of us never felt rushed. The clouds cleared just as we reached the top. Worth every aching muscle.',
  },
  {
    id: 2,
    name: 'Rahul M., Kochi',
    review:
      'The Kolukkumalai Sunrise camp was the perfect weekend. Warm tents, a cosy campfire and good Kerala food, and at dawn the whole valley below us was a sea of clouds.',
  },
  {
    id: 3,
    name: 'Priya N., Chennai',
    review:
      'I sent my two children to Bunny Buds and they came home full of stories: the birds they spotted on the morning walk, the leaf prints they made and the Kerala folk games they now insist on playing at home. The guides were patient and kind, and we always knew who was looking after them. They have already asked when they can go back.',
  },
  {
    id: 4,
    name: 'Karthik R., Hyderabad',
    review:
      'Chinnar felt like a different world from Munnar, dry and sunny even in August. Our forest guide found a grizzled giant squirrel within twenty minutes, and the walk to Thoovanam waterfall was lovely.',
  },
  {
    id: 5,
    name: 'Sneha J., Pune',
    review:
      'The walk up to the Yellapetty camp through tea and forest set the mood. The tents were clean, the hosts were warm, and the Bose Peak trek the next morning was a great add-on.',
  },
  {
    id: 6,
    name: 'Tom H., Manchester, UK',
    review:
      'We tried the zipline and rock climbing on our second day in Munnar. The instructors were calm, checked every buckle twice and made a nervous first-timer (me) feel completely safe.',
  },
  {
    id: 7,
    name: 'Fathima K., Thiruvananthapuram',
    review:
      'The Pambadum Shola walk was short but magical: moss, ferns and birdsong all the way. A great pick for my parents, who wanted something gentle after the long drive up.',
  },
  {
    id: 8,
    name: 'Arjun D., Dubai, UAE',
    review:
      'We trekked Top Valley on a misty October morning. When the mist lifted, the drop to the plains of Tamil Nadu was unreal, and our guide had a story for every bend.',
  },
];

/*
 * Gallery subjects (the artwork in public/media/gallery/<n>.jpg is drawn to match;
 * the same list is in /tmp/gallery-subjects.txt for the media script):
 *
 * | n   | title                        | n   | title                        |
 * |-----|------------------------------|-----|------------------------------|
 * | 300 | Tea Estates at First Light   | 315 | Sunrise above the Clouds     |
 * | 301 | Anamudi                      | 316 | Kuttiyar Valley              |
 * | 302 | Nilgiri Tahr in Eravikulam   | 317 | Tea Leaves after Rain        |
 * | 303 | Valley Mist                  | 318 | Shola Grasslands             |
 * | 304 | Attukal Waterfalls           | 319 | Top Station Viewpoint        |
 * | 305 | Lakkam Waterfalls            | 320 | Grizzled Giant Squirrel      |
 * | 306 | Mattupetty Lake              | 321 | Thoovanam Waterfall          |
 * | 307 | Kundala Lake                 | 322 | Meesapulimalai Summit        |
 * | 308 | Inside the Shola             | 323 | Kolukkumalai Tea Factory     |
 * | 309 | Campfire Circle              | 324 | Rhododendrons in Bloom       |
 * | 310 | Tents at Dusk                | 325 | Ridge Walk                   |
 * | 311 | Stars over Camp              | 326 | Estate Road by Jeep          |
 * | 312 | Monsoon over the Hills       | 327 | Elephants in Chinnar         |
 * | 313 | Neelakurinji Bloom           | 328 | Sunset over the Western Ghats|
 * | 314 | Spice Garden                 | 329 | Kayaks at Dawn               |
 */
const gallerySubjects: [title: string, alt: string][] = [
  [
    'Tea Estates at First Light',
    'Rows of tea bushes on rolling KDHP estate slopes catching the first morning light',
  ],
  [
    'Anamudi',
    'The rocky dome of Anamudi, the highest peak south of the Himalaya, rising above green grassland',
  ],
  [
    'Nilgiri Tahr in Eravikulam',
    'A Nilgiri tahr standing on a grassy rock ledge in Eravikulam National Park',
  ],
  ['Valley Mist', 'Morning mist filling a deep valley between layers of blue hills'],
  ['Attukal Waterfalls', 'Attukal waterfall tumbling down a wide rock face between green hills'],
  ['Lakkam Waterfalls', 'Lakkam waterfall falling into a clear rock pool surrounded by forest'],
  ['Mattupetty Lake', 'The still water of Mattupetty lake with forested hills behind and a small boat'],
  ['Kundala Lake', 'Kundala lake framed by tea slopes and tall eucalyptus trees on a calm morning'],
  ['Inside the Shola', 'A mossy path through dense, low shola forest with twisted trees and ferns'],
  ['Campfire Circle', 'A crackling campfire with logs and rising sparks against a dark night sky'],
  ['Tents at Dusk', 'Camping tents glowing from inside on a grassy hillside at dusk'],
  ['Stars over Camp', 'The Milky Way stretching across the sky above a single tent on a dark hilltop'],
  ['Monsoon over the Hills', 'Grey monsoon rain clouds sweeping across green hills and tea estates'],
  ['Neelakurinji Bloom', 'Hillsides covered in the blue-violet flowers of the neelakurinji in bloom'],
  ['Spice Garden', 'Cardamom plants and pepper vines growing under tall shade trees in a spice garden'],
  ['Sunrise above the Clouds', 'The sun rising over a sea of clouds seen from a high tea estate ridge'],
  ['Kuttiyar Valley', 'A wide view of the Kuttiyar valley with tea, patches of forest and distant ridges'],
  ['Tea Leaves after Rain', 'Close-up of fresh green tea leaves and buds covered in raindrops'],
  ['Shola Grasslands', 'Rolling grassland ridges with dark patches of shola forest tucked into the folds'],
  [
    'Top Station Viewpoint',
    'The view from Top Station over the edge of the Western Ghats into a cloud-filled valley',
  ],
  ['Grizzled Giant Squirrel', 'A grizzled giant squirrel resting on a branch in the dry forest of Chinnar'],
  ['Thoovanam Waterfall', 'Thoovanam waterfall cascading over dark rocks in the Chinnar forest'],
  ['Meesapulimalai Summit', 'Trekkers on the grassy summit of Meesapulimalai above a sea of clouds'],
  ['Kolukkumalai Tea Factory', 'An old tea factory building among tea bushes high on Kolukkumalai'],
  ['Rhododendrons in Bloom', 'Red rhododendron flowers on a gnarled tree in the high grasslands'],
  ['Ridge Walk', 'A line of trekkers walking along a narrow grassy ridge under a blue sky'],
  ['Estate Road by Jeep', 'An open jeep climbing a winding dirt road through tea estates'],
  ['Elephants in Chinnar', 'A small herd of elephants beside a river in the dry scrub forest of Chinnar'],
  [
    'Sunset over the Western Ghats',
    'Layers of hills in silhouette against an orange sunset over the Western Ghats',
  ],
  ['Kayaks at Dawn', 'Two kayaks resting on still water at dawn with misty hills behind'],
];

const rawGallery = gallerySubjects.map(([title, alt], index) => ({
  path: `/media/gallery/${300 + index}.jpg`,
  title,
  alt,
}));

export const hero: Hero = parseContent(`${FILE} (hero)`, heroSchema, rawHero);
export const introText: IntroText = parseContent(`${FILE} (introText)`, introTextSchema, rawIntroText);
export const timeline: TimelineOffering[] = parseContent(`${FILE} (timeline)`, timelineSchema, rawTimeline);
export const themes: ExperienceTheme[] = parseContent(`${FILE} (themes)`, themesSchema, rawThemes);
export const thingsToEnjoy: ThingToEnjoy[] = parseContent(
  `${FILE} (thingsToEnjoy)`,
  thingsToEnjoySchema,
  rawThingsToEnjoy,
);
export const highlights: Highlights = parseContent(`${FILE} (highlights)`, highlightsSchema, rawHighlights);
export const reviews: Review[] = parseContent(`${FILE} (reviews)`, reviewsSchema, rawReviews);
export const gallery: GalleryItem[] = parseContent(`${FILE} (gallery)`, gallerySchema, rawGallery);
