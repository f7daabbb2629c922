import type { z } from 'zod';
import { parseContent } from './parse';
import { campsSchema, pointsSchema, type CampPackage, type Point } from './schemas';

const FILE = 'content/camps.ts';

const jeepFromTown = {
  key: 'Jeep from town',
  value: 'Jeep from Munnar town to the camp and back: ₹3,500 per jeep',
};

const rawCamps = [
  {
    id: 'kolukkumalai-sunrise',
    name: 'Kolukkumalai Sunrise',
    tagline: 'Sleep high in tea country and wake above the clouds',
    imgPath: '/media/camps/kolukkumalai-sunrise.jpg',
    rate: 2600,
    location: 'Near Kolukkumalai, via Suryanelli',
    duration: '2D & 1N',
    highlights: [
      'Sunrise over a sea of clouds at Kolukkumalai',
      'Estate jeep ride to one of the highest tea estates in the world',
      'Campfire evening and a hot Kerala dinner',
      'A look inside the old Kolukkumalai tea factory',
    ],
    switchData: [
      {
        heading: 'Day 1',
        points: [
          { key: '2:00 PM', value: 'Check in at the camp near Suryanelli; welcome tea' },
          { key: '4:00 PM', value: 'Short walk through the estate to a sunset viewpoint' },
          { key: '6:30 PM', value: 'Campfire, music and stories' },
          { key: '8:30 PM', value: 'Dinner at camp' },
        ],
      },
      {
        heading: 'Day 2',
        points: [
          { key: '4:30 AM', value: 'Wake-up call with hot tea' },
          { key: '5:00 AM', value: 'Estate jeep up to the Kolukkumalai sunrise point' },
          { key: '6:15 AM', value: 'Sunrise above the clouds (weather permitting)' },
          { key: '7:30 AM', value: 'Tea factory visit' },
          { key: '9:30 AM', value: 'Breakfast back at camp' },
          { key: '11:00 AM', value: 'Check-out' },
        ],
      },
      {
        heading: 'Inclusions',
        points: [
          { key: 'Stay', value: 'Tent on twin sharing, with sleeping bag and mat' },
          { key: 'Food', value: 'Evening tea, dinner and breakfast' },
          { key: 'Campfire', value: 'One campfire evening' },
          { key: 'Sunrise jeep', value: 'Shared estate jeep to the sunrise point and back' },
        ],
      },
      {
        heading: 'Exclusions',
        points: [
          { key: 'Travel', value: 'Getting to Suryanelli and back' },
          { key: 'Tickets', value: 'Kolukkumalai estate entry and tea factory tickets, paid on the spot' },
          { key: 'Personal', value: 'Snacks, drinks and anything not listed under Inclusions' },
        ],
      },
      {
        heading: 'Optional or On-request extras',
        points: [
          jeepFromTown,
          { key: 'Meals', value: 'Vegetarian or Jain meals on request: tell us when you book' },
        ],
      },
    ],
    level: 'easy',
    optional: 'The sunrise jeep leaves around 5:00 AM',
    comingSoon: false,
  },
  {
    id: 'yellapetty-tent-camp',
    name: 'Yellapetty Tent Camp',
    tagline: 'A hilltop camp among the tea rows near Top Station',
    imgPath: '/media/camps/yellapetty-tent-camp.jpg',
    rate: 2300,
    location: 'Yellapetty, off the Munnar–Top Station road',
    duration: '2D & 1N',
    highlights: [
      'Uphill walk through tea and forest to the campsite',
      'Tents among the tea rows with wide valley views',
      'Campfire and dinner under the stars',
      'Optional morning trek to Bose Peak',
    ],
    switchData: [
      {
        heading: 'Day 1',
        points: [
          { key: '2:30 PM', value: 'Meet our guide at Yellapetty on the Top Station road' },
          { key: '3:00 PM', value: 'Walk up through tea and forest to the camp' },
          { key: '5:00 PM', value: 'Tea, snacks and sunset over the valley' },
          { key: '7:00 PM', value: 'Campfire' },
          { key: '8:30 PM', value: 'Dinner at camp' },
        ],
      },
      {
        heading: 'Day 2',
        points: [
          { key: '6:00 AM', value: 'Sunrise with a cup of tea' },
          { key: '6:30 AM', value: 'Optional Bose Peak trek (see extras)' },
          { key: '8:30 AM', value: 'Breakfast' },
          { key: '10:00 AM', value: 'Pack up and walk back down to the road' },
          { key: '11:30 AM', value: 'Trip ends at Yellapetty' },
        ],
      },
      {
        heading: 'Inclusions',
        points: [
          { key: 'Stay', value: 'Tent on twin sharing, with sleeping bag and mat' },
          { key: 'Food', value: 'Evening tea, dinner and breakfast' },
          { key: 'Campfire', value: 'One campfire evening' },
          { key: 'Guide', value: 'Guided walk up to the camp and back down' },
        ],
      },
      {
        heading: 'Exclusions',
        points: [
          { key: 'Travel', value: 'Getting to Yellapetty and back' },
          { key: 'Bose Peak', value: 'The Bose Peak trek, unless added as an extra' },
          { key: 'Personal', value: 'Snacks, drinks and anything not listed under Inclusions' },
        ],
      },
      {
        heading: 'Optional or On-request extras',
        points: [
          { key: 'Bose Peak trek', value: 'Guided morning trek to Bose Peak: ₹700 per person extra' },
          { ...jeepFromTown, value: 'Jeep from Munnar town to Yellapetty and back: ₹3,500 per jeep' },
          { key: 'Meals', value: 'Vegetarian or Jain meals on request: tell us when you book' },
        ],
      },
    ],
    level: 'medium',
    comingSoon: false,
  },
  {
    id: 'meesapulimalai',
    name: 'Meesapulimalai',
    tagline: "A night on the high grassland, then the summit of Kerala's second-highest peak",
    imgPath: '/media/camps/meesapulimalai.jpg',
    rate: 2750,
    location: 'Meesapulimalai, through the KFDC base camp',
    duration: '2D & 1N',
    highlights: [
      'Tents on the high grassland, far from town lights',
      'Summit trek to about 2,640 m on Day 2',
      'Rhododendron groves and shola forest along the trail',
      'Star-filled skies on clear nights',
    ],
    switchData: [
      {
        heading: 'Day 1',
        points: [
          { key: '2:00 PM', value: 'Reach the base camp; permit check and briefing' },
          { key: '4:00 PM', value: 'Easy walk through the rhododendron valley to loosen up' },
          { key: '6:30 PM', value: 'Campfire, where forest rules allow' },
          { key: '8:00 PM', value: 'Dinner and an early night' },
        ],
      },
      {
        heading: 'Day 2',
        points: [
          { key: '5:30 AM', value: 'Wake-up, tea and breakfast' },
          { key: '6:00 AM', value: 'Summit trek starts with the KFDC forest guide' },
          { key: '10:00 AM', value: 'Meesapulimalai summit (weather permitting)' },
          { key: '2:00 PM', value: 'Back at base camp; trip ends' },
        ],
      },
      {
        heading: 'Inclusions',
        points: [
          { key: 'Stay', value: 'Tent on twin sharing, with sleeping bag and mat' },
          { key: 'Food', value: 'Evening tea, dinner and breakfast' },
          { key: 'Trek leader', value: 'Our trek leader with you for both days' },
        ],
      },
      {
        heading: 'Exclusions',
        points: [
          {
            key: 'KFDC package',
            value: 'KFDC permit and forest guide fees at KFDC rates; we make the booking for you',
          },
          { key: 'Travel', value: 'Getting to the base camp and back' },
          { key: 'Personal', value: 'Snacks, drinks and anything not listed under Inclusions' },
        ],
      },
      {
        heading: 'Optional or On-request extras',
        points: [
          { ...jeepFromTown, value: 'Jeep from Munnar town to the base camp and back: ₹3,500 per jeep' },
          { key: 'Packed lunch', value: 'A packed lunch for the summit day, on request' },
        ],
      },
    ],
    level: 'hard',
    optional: 'The summit trek can only be done through a KFDC package',
    comingSoon: false,
  },
  {
    id: 'sooryanelli',
    name: 'Sooryanelli',
    tagline: 'A quiet valley camp at the foot of Kolukkumalai',
    imgPath: '/media/camps/sooryanelli.jpg',
    rate: null,
    location: 'Suryanelli, near Chinnakanal',
    duration: '2D & 1N',
    highlights: [
      'Tents on a slope looking over tea and cardamom',
      'An easy base for the Kolukkumalai sunrise',
      'Village and estate walks',
      'Campfire evenings in a quiet valley',
    ],
    switchData: [
      {
        heading: 'Day 1',
        points: [
          { key: '3:00 PM', value: 'Check in and welcome tea' },
          { key: '5:00 PM', value: 'Walk through the village and estate' },
          { key: '7:00 PM', value: 'Campfire' },
          { key: '8:30 PM', value: 'Dinner at camp' },
        ],
      },
      {
        heading: 'Day 2',
        points: [
          { key: '6:00 AM', value: 'Sunrise over the valley' },
          { key: '8:30 AM', value: 'Breakfast' },
          { key: '10:00 AM', value: 'Check-out' },
        ],
      },
      {
        heading: 'Inclusions',
        points: [
          { key: 'Stay', value: 'Tent on twin sharing, with sleeping bag and mat' },
          { key: 'Food', value: 'Evening tea, dinner and breakfast' },
          { key: 'Campfire', value: 'One campfire evening' },
        ],
      },
      {
        heading: 'Exclusions',
        points: [
          { key: 'Travel', value: 'Getting to Suryanelli and back' },
          { key: 'Personal', value: 'Snacks, drinks and anything not listed under Inclusions' },
        ],
      },
      {
        heading: 'Optional or On-request extras',
        points: [
          { key: 'Kolukkumalai sunrise', value: 'Estate jeep to the Kolukkumalai sunrise point, on request' },
          { ...jeepFromTown, value: 'Jeep from Munnar town to the camp and back: ₹3,500 per jeep' },
        ],
      },
    ],
    level: 'easy',
    optional: 'Opening soon: this plan may change before the first booking',
    comingSoon: true,
  },
] satisfies z.input<typeof campsSchema>;

const rawCampingBenefits = [
  { title: 'Unplug and reset', desc: 'A night away from screens and traffic gives your mind a real break.' },
  {
    title: "Nature's clock",
    desc: 'Waking with the light and sleeping after the campfire resets your body clock.',
  },
  {
    title: 'Fresh mountain air',
    desc: 'Cool, clean air at tea-estate height feels different from the first breath.',
  },
  {
    title: 'Confidence and teamwork',
    desc: 'Pitching in at camp builds confidence in children and teamwork in groups.',
  },
  {
    title: 'Stories to keep',
    desc: 'Sunrises, starry skies and campfire talk become the stories you tell for years.',
  },
];

const rawCampingIncluded = [
  {
    title: 'Campsite locations',
    desc: 'Hand-picked sites on tea-estate ridges, high grassland and quiet valleys around Munnar.',
  },
  {
    title: 'Local cuisine',
    desc: 'Home-style Kerala food cooked at camp: hot dinner, breakfast and plenty of tea.',
  },
  {
    title: 'Campfire evenings',
    desc: 'A crackling fire, music and stories under the stars, where forest rules allow.',
  },
  { title: 'Tent stay', desc: 'Weatherproof tents on twin sharing, with sleeping bags and mats.' },
];

const rawCampingWhyChooseUs = [
  {
    title: 'Local hosts',
    desc: 'We live and work in the Kuttiyar valley and know these hills in every season.',
  },
  { title: 'Views first', desc: 'Every campsite is chosen for its sunrise, its stars or both.' },
  {
    title: 'Safety first',
    desc: 'Briefings on arrival, a host who stays at camp with you and plans that bend to the weather.',
  },
  { title: 'Leave no trace', desc: 'We carry out what we carry in, and keep fires small and safe.' },
];

export const camps: CampPackage[] = parseContent(FILE, campsSchema, rawCamps);
export const campingBenefits: Point[] = parseContent(
  `${FILE} (campingBenefits)`,
  pointsSchema,
  rawCampingBenefits,
);
export const campingIncluded: Point[] = parseContent(
  `${FILE} (campingIncluded)`,
  pointsSchema,
  rawCampingIncluded,
);
export const campingWhyChooseUs: Point[] = parseContent(
  `${FILE} (campingWhyChooseUs)`,
  pointsSchema,
  rawCampingWhyChooseUs,
);
