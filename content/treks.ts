import type { z } from 'zod';
import { parseContent } from './parse';
import { pointsSchema, treksSchema, type Point, type TrekPackage } from './schemas';

const FILE = 'content/treks.ts';

const carryList = {
  heading: 'What to carry',
  points: [
    { key: 'Water', value: 'At least 1.5 litres per person' },
    { key: 'Shoes', value: 'Trail or sports shoes with a good grip' },
    { key: 'Layers', value: 'A light rain jacket and a warm layer: mornings are cool' },
    { key: 'Snacks', value: 'Fruit, nuts or energy bars; we carry every wrapper back down' },
  ],
};

const rawTreks = [
  {
    id: 'letchmi-hills',
    name: 'Letchmi Hills',
    tagline: 'Tea slopes, cool breeze and a wide view over Munnar',
    imgPath: '/media/treks/letchmi-hills.jpg',
    rate: null,
    location: 'Letchmi estate, Munnar',
    duration: '3–5 hrs',
    highlights: [
      'A steady climb through the tea estates above Munnar town',
      'Grassy viewpoint looking across the town and the hills around it',
      'Shola patches and small mountain streams along the way',
      'A good first trek for fit beginners',
    ],
    switchData: [
      {
        heading: 'Trail facts',
        points: [
          { key: 'Distance', value: 'Roughly 6–8 km round trip, depending on the route your guide picks' },
          { key: 'Terrain', value: 'Estate paths and grassy slopes; a few steep stretches' },
          { key: 'Start point', value: 'Tea estate road at Letchmi, close to Munnar town' },
          { key: 'Best season', value: 'September to May' },
        ],
      },
      carryList,
      {
        heading: 'Good to know',
        points: [
          {
            key: 'Estate rules',
            value:
              'The trail crosses working tea estates: stay on the paths and leave the leaves on the bushes',
          },
          { key: 'Monsoon', value: 'June to September brings slippery paths and leeches; leech socks help' },
          { key: 'Pace', value: 'Unhurried, with stops for photos and stories about the estates' },
        ],
      },
    ],
    level: 'medium',
  },
  {
    id: 'chokkarmudi',
    name: 'Chokkarmudi',
    tagline: 'A rocky summit above rolling grassland on the Devikulam side of Munnar',
    imgPath: '/media/treks/chokkarmudi.jpg',
    rate: null,
    location: 'Chokkarmudi, near Devikulam, Munnar',
    duration: '4–6 hrs',
    highlights: [
      'Open grassland climb to a rocky top above 2,000 m',
      'All-round views over tea estates, shola valleys and distant peaks',
      'A short, easy scramble over rock near the summit',
      'Big skies and very few crowds',
    ],
    switchData: [
      {
        heading: 'Trail facts',
        points: [
          { key: 'Distance', value: 'Roughly 8–10 km round trip' },
          { key: 'Elevation', value: 'The summit is above 2,000 m; most of the climb is on open grass' },
          { key: 'Start point', value: 'A roadside trailhead near Devikulam; we drive you there' },
          { key: 'Best season', value: 'September to May; clearest views from December to March' },
        ],
      },
      carryList,
      {
        heading: 'Good to know',
        points: [
          { key: 'Sun and wind', value: 'There is little shade on the grassland: bring a cap and sunscreen' },
          {
            key: 'Weather',
            value: 'Mist can roll in fast; your guide may turn back short of the top to keep the group safe',
          },
          { key: 'Monsoon', value: 'June to September: wet rock and leeches; we pick shorter routes' },
        ],
      },
    ],
    level: 'medium',
  },
  {
    id: 'top-valley',
    name: 'Top Valley',
    tagline: 'Walk to the edge of the Western Ghats at Top Station',
    imgPath: '/media/treks/top-valley.jpg',
    rate: null,
    location: 'Top Station, on the Kerala–Tamil Nadu border',
    duration: '3–5 hrs',
    highlights: [
      'Look straight down from the edge of the Ghats to the plains of Tamil Nadu',
      'Mist pouring through the valley on most mornings',
      'Neelakurinji country: the Kurinjimala Sanctuary is close by',
      'Stories of the old ropeway that once carried tea down the hill',
    ],
    switchData: [
      {
        heading: 'Trail facts',
        points: [
          { key: 'Distance', value: 'Roughly 6–8 km round trip' },
          { key: 'Elevation', value: 'Top Station sits at about 1,700 m' },
          { key: 'Start point', value: 'Top Station, about 32 km from Munnar past Mattupetty and Kundala' },
          { key: 'Best season', value: 'September to March for clear valley views' },
        ],
      },
      carryList,
      {
        heading: 'Good to know',
        points: [
          {
            key: 'Early start',
            value: 'Views are best before the afternoon mist rises, so we start in the morning',
          },
          {
            key: 'Steps',
            value: 'The path down to the viewpoints has steep steps: take it slowly on the way back up',
          },
          { key: 'Monsoon', value: 'June to September: thick mist, wet steps and leeches' },
        ],
      },
    ],
    level: 'medium',
  },
  {
    id: 'meesapulimalai',
    name: 'Meesapulimalai',
    tagline: 'The second-highest peak in Kerala, above a sea of clouds',
    imgPath: '/media/treks/meesapulimalai.jpg',
    rate: null,
    location: 'Meesapulimalai, through the KFDC base camp',
    duration: '6–8 hrs',
    highlights: [
      'Summit at about 2,640 m, second in Kerala only to Anamudi',
      'Rhododendron groves, shola forest and high grassland on one trail',
      'A sea of clouds below the summit on clear mornings',
      'Nilgiri tahr are sometimes seen on the higher slopes',
    ],
    switchData: [
      {
        heading: 'Trail facts',
        points: [
          { key: 'Distance', value: 'Roughly 10–12 km round trip from the base camp' },
          { key: 'Elevation', value: 'About 2,640 m at the summit' },
          { key: 'Start point', value: 'The KFDC base camp, reached by jeep over estate roads' },
          { key: 'Best season', value: 'October to May' },
        ],
      },
      {
        heading: 'What to carry',
        points: [
          { key: 'Water', value: 'At least 2 litres per person: there is no water on the upper trail' },
          { key: 'Shoes', value: 'Trekking shoes with ankle support and a good grip' },
          { key: 'Layers', value: 'A windproof jacket and a warm layer: the summit is cold and windy' },
          { key: 'Energy', value: 'Snacks for a long day on your feet' },
        ],
      },
      {
        heading: 'Good to know',
        points: [
          {
            key: 'Permits',
            value:
              'This peak can only be trekked through a Kerala Forest Development Corporation (KFDC) package; we book it for you',
          },
          { key: 'Forest rules', value: 'A KFDC forest guide leads the group and sets the turn-back time' },
          { key: 'Fitness', value: 'A long, steep day: you should be comfortable walking 6 hours or more' },
          { key: 'Monsoon', value: 'Treks may be suspended in heavy rain between June and September' },
        ],
      },
    ],
    level: 'hard',
  },
  {
    id: 'kolukkumalai',
    name: 'Kolukkumalai',
    tagline: 'Sunrise over the clouds from one of the highest tea estates in the world',
    imgPath: '/media/treks/kolukkumalai.jpg',
    rate: null,
    location: 'Kolukkumalai, via Suryanelli',
    duration: 'Flexible / full day',
    highlights: [
      'Off-road jeep climb from Suryanelli through the estate',
      'Sunrise over a sea of clouds from the high ridges',
      'Walks through tea rows and grassland at over 2,000 m',
      'An old tea factory that still makes orthodox tea',
    ],
    switchData: [
      {
        heading: 'Trail facts',
        points: [
          { key: 'Distance', value: 'Your choice: a short sunrise walk or a longer ridge walk' },
          { key: 'Elevation', value: 'The estate lies above 2,000 m' },
          { key: 'Start point', value: 'Suryanelli, where the estate jeeps start' },
          { key: 'Best season', value: 'September to May; sunrise is clearest from December to March' },
        ],
      },
      carryList,
      {
        heading: 'Good to know',
        points: [
          { key: 'Access', value: 'Private cars cannot drive the estate track: the climb is by local jeep' },
          {
            key: 'Border',
            value:
              'The estate is across the state border in Tamil Nadu, but it is reached from the Kerala side',
          },
          { key: 'Tickets', value: 'Estate entry and the tea factory visit are ticketed on the spot' },
        ],
      },
    ],
    level: 'medium',
    optional: 'Start before dawn for the sunrise or plan a relaxed day',
  },
  {
    id: 'chinnar-wildlife-sanctuary',
    name: 'Chinnar Wildlife Sanctuary',
    tagline: "Kerala's rain-shadow forest, home of the grizzled giant squirrel",
    imgPath: '/media/treks/chinnar-wildlife-sanctuary.jpg',
    rate: null,
    location: 'Chinnar, on the Munnar–Udumalpet road via Marayoor',
    duration: '3–4 hrs',
    highlights: [
      'Dry thorn scrub and river forest, unlike anywhere else around Munnar',
      'The best place in Kerala to see the grizzled giant squirrel',
      'Trail to Thoovanam waterfall on the Pambar river',
      'Chances of elephants, gaur and spotted deer',
    ],
    switchData: [
      {
        heading: 'Trail facts',
        points: [
          {
            key: 'Distance',
            value: 'Set by the forest department for each trail; Thoovanam is the most popular',
          },
          { key: 'Terrain', value: 'Mostly gentle forest paths with a few rocky stream crossings' },
          { key: 'Start point', value: 'Chinnar forest check post, about two hours from Munnar' },
          { key: 'Best season', value: 'All year: it stays much drier than Munnar, even in the monsoon' },
        ],
      },
      {
        heading: 'What to carry',
        points: [
          { key: 'Water', value: 'At least 2 litres per person: it is warm and dry' },
          { key: 'Sun', value: 'A cap and sunscreen' },
          { key: 'Clothes', value: 'Earth-coloured clothes; no bright colours or perfume' },
          { key: 'Shoes', value: 'Shoes you do not mind getting wet at stream crossings' },
        ],
      },
      {
        heading: 'Good to know',
        points: [
          {
            key: 'Slots',
            value: 'Forest department guides lead treks in morning and afternoon slots; we book yours',
          },
          { key: 'Wildlife', value: 'Walk quietly and follow the guide: elephants use the same paths' },
          { key: 'Forest rules', value: 'No plastic, no music and no feeding animals inside the sanctuary' },
        ],
      },
    ],
    level: 'medium',
    optional: 'Morning or afternoon slots',
  },
  {
    id: 'pambadum-shola-national-park',
    name: 'Pambadum Shola National Park',
    tagline: "A mossy walk through one of Kerala's smallest national parks",
    imgPath: '/media/treks/pambadum-shola-national-park.jpg',
    rate: null,
    location: 'Pambadum Shola, on the road from Top Station to Vattavada',
    duration: '2–3 hrs',
    highlights: [
      'Old shola forest: mossy trees, ferns and orchids under a closed canopy',
      'Birdsong all the way; look for the Nilgiri wood pigeon',
      'The rare Nilgiri marten lives here, if you are very lucky',
      'A short, cool walk that suits families',
    ],
    switchData: [
      {
        heading: 'Trail facts',
        points: [
          { key: 'Distance', value: 'A few kilometres on a forest department trail' },
          { key: 'Terrain', value: 'Shaded forest paths, soft and sometimes muddy' },
          { key: 'Start point', value: 'The park entrance on the Top Station–Vattavada road' },
          { key: 'Best season', value: 'September to May' },
        ],
      },
      carryList,
      {
        heading: 'Good to know',
        points: [
          { key: 'Guides', value: 'Trails inside the park are walked with a forest department guide' },
          { key: 'Monsoon', value: 'Leeches are common from June to September; wear long socks' },
          { key: 'The name', value: "Pambadum Shola means 'the forest where snakes dance'" },
        ],
      },
    ],
    level: 'medium',
  },
] satisfies z.input<typeof treksSchema>;

const rawTrekkingBenefits = [
  {
    title: 'A stronger heart',
    desc: 'Climbing hills at an easy, steady pace is one of the best workouts for your heart and lungs.',
  },
  {
    title: 'A clearer head',
    desc: 'Hours of green, quiet and birdsong do more for a busy mind than any screen break.',
  },
  {
    title: 'Strength and balance',
    desc: 'Uneven ground works your legs, core and balance far more than a flat road.',
  },
  {
    title: 'Better sleep',
    desc: 'Fresh mountain air and a tired body make for the deepest sleep of your holiday.',
  },
  {
    title: 'Time together',
    desc: 'Sharing a trail, a view and a flask of tea brings friends and families closer.',
  },
];

const rawTrekkingWhyChooseUs = [
  {
    title: 'Scenic trails',
    desc: 'From tea slopes to shola forest and high grassland, we pick routes for their views, not their crowds.',
  },
  {
    title: 'Expert guides',
    desc: 'Our guides know these hills: the weather, the wildlife and the safest line up every slope.',
  },
  {
    title: 'Thrilling and rewarding',
    desc: 'Whether it is your first hill or the summit of Meesapulimalai, every trek ends with a view worth the climb.',
  },
  {
    title: 'Eco-friendly',
    desc: 'No plastic left behind, quiet voices and respect for forest rules keep these trails wild.',
  },
];

export const treks: TrekPackage[] = parseContent(FILE, treksSchema, rawTreks);
export const trekkingBenefits: Point[] = parseContent(
  `${FILE} (trekkingBenefits)`,
  pointsSchema,
  rawTrekkingBenefits,
);
export const trekkingWhyChooseUs: Point[] = parseContent(
  `${FILE} (trekkingWhyChooseUs)`,
  pointsSchema,
  rawTrekkingWhyChooseUs,
);
