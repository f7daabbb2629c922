import { parseContent } from './parse';
import { bunnyBudsSchema, promoSlidesSchema, textSchema, type BunnyBuds, type PromoSlide } from './schemas';

const FILE = 'content/bunny-buds.ts';

const card = (id: string, title: string, desc: string) => ({
  id,
  title,
  desc,
  imagePath: `/media/bunny-buds/${id}.jpg`,
});

const rawBunnyBuds = {
  description: [
    'Bunny Buds is our nature camp for children in the Kuttiyar valley. Days are spent outdoors: walking tea paths, watching birds, building, painting and playing, always with a guide close by.',
    'Children come home muddy, tired and full of questions about the hills, the forest and the people who live here. That curiosity is the point.',
  ],
  reasons: [
    { title: 'Safe and guided', desc: 'Every group stays with a guide, on routes and sites we know well.' },
    {
      title: 'Learning by doing',
      desc: 'Children learn about plants, birds and weather by touching, watching and asking.',
    },
    {
      title: 'Screen-free days',
      desc: 'Real play outdoors: climbing, building, exploring and making friends.',
    },
    {
      title: 'Local culture',
      desc: 'Kerala folk games, tea-garden visits and stories from people who live in these hills.',
    },
    {
      title: 'Confidence outdoors',
      desc: 'Small challenges, like pitching a tent or reading a compass, build big confidence.',
    },
    {
      title: 'Care for nature',
      desc: 'Leave-no-trace habits and a love for wild places that last a lifetime.',
    },
  ],
  activities: [
    card(
      'nature-walk',
      'Nature Walk',
      'A slow walk along tea paths and forest edges, stopping for every leaf, bird and beetle.',
    ),
    card(
      'bird-watching',
      'Bird Watching',
      'Binoculars, a bird chart and patience: how many hill birds can you spot before breakfast?',
    ),
    card(
      'butterfly-trail',
      'Butterfly Trail',
      'Follow the flowers to find butterflies and learn why they love sunny slopes.',
    ),
    card(
      'tea-garden-visit',
      'Tea Garden Visit',
      'Meet the tea bushes up close and see how a leaf becomes the tea at home.',
    ),
    card('leaf-art', 'Leaf Art', 'Prints, collages and creatures made from fallen leaves, petals and seeds.'),
    card(
      'clay-modelling',
      'Clay Modelling',
      'Shape animals and bowls from soft clay and leave them to dry in the sun.',
    ),
    card('tent-pitching', 'Tent Pitching', 'Work as a team to pitch a tent, then crawl inside to test it.'),
    card(
      'campfire-stories',
      'Campfire Stories',
      'Local legends and funny tales around a small, safe campfire.',
    ),
    card(
      'stargazing',
      'Stargazing',
      'Find the Moon, bright planets and a few famous star patterns in the dark hill sky.',
    ),
    card('treasure-hunt', 'Treasure Hunt', 'Solve clues hidden around the campsite to find the treasure.'),
    card(
      'low-ropes-course',
      'Low Ropes Course',
      'Balance, crawl and climb on ropes set just above the ground.',
    ),
    card('rock-painting', 'Rock Painting', 'Turn smooth stones into ladybirds, faces and tiny works of art.'),
    card(
      'seed-planting',
      'Seed Planting',
      'Plant a seed, learn what it needs and take the pot home to watch it grow.',
    ),
    card(
      'stream-explorers',
      'Stream Explorers',
      'Look under stones in a shallow stream for tadpoles, crabs and water insects.',
    ),
    card(
      'animal-tracks',
      'Animal Tracks',
      'Read footprints and signs in the mud to work out who passed by in the night.',
    ),
    card('kite-making', 'Kite Making', 'Build a kite from paper and sticks and fly it on a breezy hilltop.'),
    card(
      'map-and-compass',
      'Map and Compass',
      'Learn which way is north and follow a simple map to a hidden spot.',
    ),
    card(
      'nature-journaling',
      'Nature Journaling',
      'Draw, write and press flowers in a journal that is all your own.',
    ),
    card(
      'kerala-folk-games',
      'Kerala Folk Games',
      'Play games Kerala children have played for generations, from kuttiyum kolum to kallu kali.',
    ),
    card(
      'campfire-cooking',
      'Campfire Cooking',
      'Help cook a simple camp snack, with grown-ups handling the fire.',
    ),
    card('morning-yoga', 'Morning Yoga', 'Gentle stretches and breathing in the cool morning air.'),
    card(
      'bug-safari',
      'Bug Safari',
      'Magnifying glasses out: ants, beetles and spiders are the wildlife today.',
    ),
    card(
      'weather-watch',
      'Weather Watch',
      'Read the clouds, measure the rain and guess the weather for tomorrow.',
    ),
    card(
      'nature-theatre',
      'Nature Theatre',
      'Make up a play about forest animals and perform it for everyone.',
    ),
    card(
      'upcycled-crafts',
      'Upcycled Crafts',
      'Turn bottles, cartons and scraps into bird feeders and toys.',
    ),
  ],
  learningOutcomes: [
    {
      heading: 'Skills they build',
      items: [
        'Observing closely and asking good questions',
        'Working in a team and taking turns',
        'Finding the way with a simple map and compass',
        'Balance, coordination and outdoor confidence',
        'Making things with their hands',
        'Speaking up in front of a group',
      ],
    },
    {
      heading: 'Values they carry home',
      items: [
        'Care for plants, animals and wild places',
        'Respect for local people and their ways of life',
        'Patience and calm outdoors',
        'Kindness to new friends',
        'Leaving every place cleaner than they found it',
      ],
    },
  ],
};

const rawPromoSlides = [
  {
    imagePath: '/media/promo/little-explorers.jpg',
    name: 'Little Explorers',
    tagline: 'Tea paths, birdsong and big questions',
  },
  {
    imagePath: '/media/promo/camp-nights.jpg',
    name: 'Camp Nights',
    tagline: 'Stories and stars around the campfire',
  },
  {
    imagePath: '/media/promo/craft-corner.jpg',
    name: 'Craft Corner',
    tagline: 'Leaves, clay and colours under the canopy',
  },
  { imagePath: '/media/promo/first-trek.jpg', name: 'First Trek', tagline: 'A small hill, a big step' },
];

export const bunnyBuds: BunnyBuds = parseContent(FILE, bunnyBudsSchema, rawBunnyBuds);
export const promoSlides: PromoSlide[] = parseContent(
  `${FILE} (promoSlides)`,
  promoSlidesSchema,
  rawPromoSlides,
);
export const bunnyBudsPromo: string = parseContent(
  `${FILE} (bunnyBudsPromo)`,
  textSchema,
  'Bunny Buds is a nature camp for children, blending fun, learning, and outdoor adventure in a safe, guided environment.',
);
