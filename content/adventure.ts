import { parseContent } from './parse';
import {
  adventureActivitiesSchema,
  guidelinesSchema,
  pointsSchema,
  type AdventureActivity,
  type Guideline,
  type Point,
} from './schemas';

const FILE = 'content/adventure.ts';

const rawActivities = [
  {
    id: 'zipline',
    name: 'Zipline',
    imgPath: '/media/adventure/zipline.jpg',
    desc: 'Glide above the treetops on a steel cable, clipped into a full-body harness. Our team checks every harness and brake before each ride. No experience needed, just a head for heights.',
  },
  {
    id: 'mountaineering',
    name: 'Mountaineering',
    imgPath: '/media/adventure/mountaineering.jpg',
    desc: 'Learn to move safely on steep grass and rock in the hills around the Kuttiyar valley. Footwork, pacing and reading the mountain weather come first, then a climb to a summit with a view.',
  },
  {
    id: 'rock-climbing-rappelling',
    name: 'Rock climbing & Rappelling',
    imgPath: '/media/adventure/rock-climbing-rappelling.jpg',
    desc: 'Climb a natural rock face on a top rope while an instructor holds your line. Then lean back and rappel down the same face. Helmet, harness and rope are provided.',
  },
  {
    id: 'kayaking',
    name: 'Kayaking',
    imgPath: '/media/adventure/kayaking.jpg',
    desc: 'Paddle across calm water with the hills reflected all around you. A short lesson on land comes first, and life jackets stay on the whole time.',
  },
  {
    id: 'mountain-cycling',
    name: 'Mountain cycling',
    imgPath: '/media/adventure/mountain-cycling.jpg',
    desc: 'Ride estate roads and dirt tracks through tea country on a geared mountain bike. Routes are picked to suit your level, from gentle rolls to long climbs.',
  },
];

const rawGuidelines = [
  {
    id: 'health-and-fitness',
    title: 'Health and fitness',
    body: 'Tell us about any heart, back or joint condition, pregnancy or recent surgery when you book. Some activities have age, height or weight limits; we confirm them for your group before the day.',
  },
  {
    id: 'what-to-wear',
    title: 'What to wear',
    body: 'Closed shoes with a good grip and clothes you can move in. Remove loose jewellery, tie back long hair and keep phones in a zipped pocket or with our team.',
  },
  {
    id: 'safety-briefing',
    title: 'The safety briefing',
    body: "Every activity starts with a safety briefing and a gear check. Follow your instructor's calls at all times, and ask if anything is unclear.",
  },
  {
    id: 'weather',
    title: 'Weather decides',
    body: 'Rain, strong wind or lightning can pause or cancel an activity, especially in the June–September monsoon. We will move you to another slot or suggest another activity.',
  },
  {
    id: 'no-alcohol',
    title: 'No alcohol',
    body: "Anyone who has been drinking cannot take part, for their own safety and the group's. Save the celebration for the campfire.",
  },
];

const rawSafetyTips = [
  {
    title: 'Check your gear',
    desc: 'Let the instructor check your helmet, harness and buckles, and tell them if anything feels loose.',
  },
  {
    title: 'Drink water',
    desc: 'Sip water before and between activities: sun and altitude dry you out faster than you notice.',
  },
  {
    title: 'Know your limits',
    desc: 'It is fine to stop, rest or skip a stage. Say so early; nobody will push you.',
  },
  {
    title: 'Respect the wild',
    desc: 'Keep your distance from animals, especially elephants and gaur, and leave plants where they grow.',
  },
];

export const activities: AdventureActivity[] = parseContent(FILE, adventureActivitiesSchema, rawActivities);
export const guidelines: Guideline[] = parseContent(`${FILE} (guidelines)`, guidelinesSchema, rawGuidelines);
export const safetyTips: Point[] = parseContent(`${FILE} (safetyTips)`, pointsSchema, rawSafetyTips);
