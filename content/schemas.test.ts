import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { parseContent } from './parse';
import {
  bunnyBudsActivitiesSchema,
  bunnyBudsActivitySchema,
  bunnyBudsSchema,
  campsFileSchema,
  experienceThemeSchema,
  gallerySchema,
  galleryItemSchema,
  guidelineSchema,
  guidelinesSchema,
  heroSchema,
  learningOutcomeListSchema,
  navigationItemSchema,
  navigationSchema,
  pageCopySchema,
  pointSchema,
  pointsSchema,
  promoSlideSchema,
  promoSlidesSchema,
  reviewSchema,
  reviewsFileSchemaFor,
  reviewsSchema,
  siteSchema,
  themesSchema,
  thingToEnjoySchema,
  thingsToEnjoySchema,
  timelineOfferingSchema,
  timelineSchema,
  tripListSchema,
  tripSchema,
} from './schemas';
import { DEFAULT_LANG, PREFIXED_LANGS } from './languages';
import { TRIP_GROUPS } from './trip-groups';

const treksSchema = tripListSchema(TRIP_GROUPS.trekking);
const campsSchema = tripListSchema(TRIP_GROUPS.camping);
const activitiesSchema = tripListSchema(TRIP_GROUPS.adventure);

// The schemas are tested against a fixed manifest, independent of the generated artwork.
vi.mock('./media-manifest.json', () => ({
  default: {
    images: {
      '/media/test/a.jpg': {
        width: 1280,
        height: 960,
        widths: [384, 768, 1280],
        blurDataURL: 'data:image/webp;base64,AA',
        color: '#336644',
      },
      '/media/test/b.jpg': {
        width: 1280,
        height: 960,
        widths: [384, 768, 1280],
        blurDataURL: 'data:image/webp;base64,AA',
        color: '#336644',
      },
    },
    videos: {
      '/media/video/test': {
        mp4: '/media/video/test.mp4',
        poster: '/media/video/test-poster.jpg',
        width: 1280,
        height: 720,
      },
    },
  },
}));

const IMG = '/media/test/a.jpg';
const IMG_B = '/media/test/b.jpg';
const MISSING_IMG = '/media/test/missing.jpg';

const without = (value: Record<string, unknown>, key: string) => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

const trek = {
  id: 'letchmi-hills',
  name: 'Letchmi Hills',
  tagline: 'Tea slopes',
  image: IMG,
  rate: null,
  location: 'Munnar',
  duration: '3–5 hrs',
  highlights: ['one', 'two', 'three'],
  sections: [
    { heading: 'Trail facts', points: [{ key: 'Distance', value: 'About 6 km' }] },
    { heading: 'Good to know', points: [{ key: 'Monsoon', value: 'Leeches' }] },
  ],
  level: 'medium',
};

const points = [{ key: '2:00 PM', value: 'Check in' }];
const camp = {
  ...trek,
  id: 'yellapetty-tent-camp',
  duration: '2D & 1N',
  rate: 2300,
  comingSoon: false,
  sections: ['Day 1', 'Day 2', 'Inclusions'].map((heading) => ({ heading, points })),
};
const activity = { id: 'zipline', name: 'Zipline', tagline: 'Over the trees', image: IMG };

type Case = {
  name: string;
  item: z.ZodType;
  list?: z.ZodType;
  key?: string;
  valid: Record<string, unknown>;
  /** A required field to delete. */
  required: string;
  /** A field and a value of the wrong type. */
  wrongType: [string, unknown];
  media?: string;
};

const cases: Case[] = [
  {
    name: 'trip',
    item: tripSchema,
    list: activitiesSchema,
    key: 'id',
    valid: activity,
    required: 'tagline',
    wrongType: ['highlights', 'one'],
    media: 'image',
  },
  {
    name: 'Bunny Buds activity card',
    item: bunnyBudsActivitySchema,
    list: bunnyBudsActivitiesSchema,
    key: 'id',
    valid: { id: 'leaf-art', title: 'Leaf Art', description: 'Prints.', image: IMG },
    required: 'title',
    wrongType: ['description', ['Prints.']],
    media: 'image',
  },
  {
    name: 'gallery item',
    item: galleryItemSchema,
    list: gallerySchema,
    key: 'image',
    valid: { image: IMG, title: 'Anamudi', alt: 'A peak' },
    required: 'alt',
    wrongType: ['title', null],
    media: 'image',
  },
  {
    name: 'promo slide',
    item: promoSlideSchema,
    list: promoSlidesSchema,
    key: 'name',
    valid: { image: IMG, name: 'Camp Nights', tagline: 'Stories' },
    required: 'tagline',
    wrongType: ['name', 1],
    media: 'image',
  },
  {
    name: 'review',
    item: reviewSchema,
    list: reviewsSchema,
    key: 'id',
    valid: { id: 1, name: 'Anjali R., Kochi', review: 'Lovely.' },
    required: 'review',
    wrongType: ['id', '1'],
  },
  {
    name: 'things-to-enjoy item',
    item: thingToEnjoySchema,
    valid: { name: 'Tea Plantation Walks', image: IMG, description: 'Walk the tea.' },
    required: 'image',
    wrongType: ['name', 0],
    media: 'image',
  },
  {
    name: 'navigation item',
    item: navigationItemSchema,
    list: navigationSchema,
    key: 'id',
    valid: { id: 'trekking', name: 'Trekking', path: '/trekking' },
    required: 'path',
    wrongType: ['path', 5],
  },
  {
    name: 'timeline offering',
    item: timelineOfferingSchema,
    list: timelineSchema,
    key: 'id',
    valid: { id: 'camping', name: 'Camping', blurb: 'Tents.', image: IMG, path: '/camping' },
    required: 'blurb',
    wrongType: ['name', {}],
    media: 'image',
  },
  {
    name: 'experience theme',
    item: experienceThemeSchema,
    list: themesSchema,
    key: 'id',
    valid: { id: 'grow-together', name: 'Grow Together', description: 'Closer.', image: IMG },
    required: 'name',
    wrongType: ['description', false],
    media: 'image',
  },
  {
    name: 'point',
    item: pointSchema,
    list: pointsSchema,
    key: 'title',
    valid: { title: 'Expert guides', description: 'They know the way.' },
    required: 'description',
    wrongType: ['title', 3],
  },
  {
    name: 'guideline',
    item: guidelineSchema,
    list: guidelinesSchema,
    key: 'id',
    valid: { id: 'what-to-wear', title: 'What to wear', body: 'Closed shoes.' },
    required: 'body',
    wrongType: ['id', 2],
  },
  {
    name: 'learning-outcome list',
    item: learningOutcomeListSchema,
    valid: { heading: 'Skills', items: ['a', 'b', 'c'] },
    required: 'items',
    wrongType: ['items', 'a, b, c'],
  },
  {
    name: 'page copy',
    item: pageCopySchema,
    valid: {
      title: 'Trekking',
      description: 'x'.repeat(140),
      heading: 'Trekking',
      subheading: 'Trails',
      image: IMG,
    },
    required: 'heading',
    wrongType: ['description', 140],
    media: 'image',
  },
];

describe.each(cases)('$name schema', ({ item, list, key, valid, required, wrongType, media }) => {
  it('accepts a valid entry', () => {
    expect(item.safeParse(valid).success).toBe(true);
  });

  it(`rejects an entry missing "${required}"`, () => {
    const result = item.safeParse(without(valid, required));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([required]);
  });

  it(`rejects a wrong type in "${wrongType[0]}"`, () => {
    const result = item.safeParse({ ...valid, [wrongType[0]]: wrongType[1] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(wrongType[0]);
  });

  it('rejects an empty string', () => {
    const textField = ['name', 'title', 'heading', 'description'].find((k) => typeof valid[k] === 'string');
    expect(textField).toBeDefined();
    expect(item.safeParse({ ...valid, [textField!]: '   ' }).success).toBe(false);
  });

  if (media) {
    it(`rejects a media path the manifest does not ship in "${media}"`, () => {
      const result = item.safeParse({ ...valid, [media]: MISSING_IMG });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain(MISSING_IMG);
    });
  }

  if (list && key) {
    it(`rejects a duplicate ${key} in a list`, () => {
      const otherKey = key === 'image' ? IMG_B : typeof valid[key] === 'number' ? 2 : 'other-entry';
      const otherName = key !== 'name' && 'name' in valid ? { name: `${String(valid.name)} 2` } : {};
      expect(list.safeParse([valid, { ...valid, ...otherName, [key]: otherKey }]).success).toBe(true);
      const result = list.safeParse([valid, { ...valid }]);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([1, key]);
      expect(result.error?.issues[0]?.message).toMatch(/used by an earlier item too/);
    });
  }
});

describe('trip rules', () => {
  it('rejects a slug that is not kebab-case', () => {
    expect(tripSchema.safeParse({ ...trek, id: 'Letchmi Hills' }).success).toBe(false);
  });

  it('rejects an unknown level, and reads a cleared one as not set', () => {
    expect(tripSchema.safeParse({ ...trek, level: 'extreme' }).success).toBe(false);
    expect(tripSchema.parse({ ...trek, level: '' }).level).toBeUndefined();
  });

  it('takes a price or none, and reads a left-out or cleared one as "price on request"', () => {
    expect(tripSchema.parse({ ...trek, rate: 1500 }).rate).toBe(1500);
    expect(tripSchema.parse(without(trek, 'rate')).rate).toBeNull();
    expect(tripSchema.parse({ ...trek, rate: '' }).rate).toBeNull();
    expect(tripSchema.safeParse({ ...trek, rate: 0 }).success).toBe(false);
  });

  it('rejects a rate that is not a whole number of rupees', () => {
    expect(tripSchema.safeParse({ ...camp, rate: 2300.5 }).success).toBe(false);
    expect(tripSchema.safeParse({ ...camp, rate: '2300' }).success).toBe(false);
  });

  it('offers a trip in the enquiry form unless its switch is off, and takes it as bookable unless coming soon', () => {
    expect(tripSchema.parse(trek).inEnquiryForm).toBe(true);
    expect(tripSchema.parse({ ...trek, inEnquiryForm: false }).inEnquiryForm).toBe(false);
    expect(tripSchema.parse(trek).comingSoon).toBe(false);
  });

  it('gives a trip with only a name, tagline and picture empty highlights and sections', () => {
    const parsed = tripSchema.parse(activity);
    expect(parsed.highlights).toEqual([]);
    expect(parsed.sections).toEqual([]);
    expect(parsed.location).toBeUndefined();
  });

  it('refuses two trips of the same name, naming the later one', () => {
    const twin = { ...trek, id: 'letchmi-hills-2' };
    const result = treksSchema.safeParse([trek, twin]);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[1, 'name'], '"Letchmi Hills" is used by an earlier item too; each must differ'],
    ]);
  });

  it('reads a cleared optional line or brochure link (the CMS saves "") as not set', () => {
    const parsed = tripSchema.parse({ ...trek, note: '', pdfLink: '' });
    expect(parsed.note).toBeUndefined();
    expect(parsed.pdfLink).toBeUndefined();
    expect(tripSchema.safeParse({ ...trek, note: '   ' }).success).toBe(false);
  });

  it('rejects a hyphen in a duration range', () => {
    expect(tripSchema.safeParse({ ...trek, duration: '3-5 hrs' }).success).toBe(false);
  });

  it('accepts only https brochure links', () => {
    expect(tripSchema.safeParse({ ...trek, pdfLink: 'https://example.com/a.pdf' }).success).toBe(true);
    expect(tripSchema.safeParse({ ...trek, pdfLink: 'brochure.pdf' }).success).toBe(false);
  });

  it('rejects duplicate section headings', () => {
    const sections = [trek.sections[0], trek.sections[0]];
    expect(tripSchema.safeParse({ ...trek, sections }).success).toBe(false);
  });

  it("asks a trek's or camp's card for its facts, highlights and sections, naming each field; an activity not", () => {
    const bare = { ...activity, highlights: ['one'] };
    const paths = (schema: z.ZodType) =>
      schema.safeParse([bare]).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    const card = ['0.location', '0.duration', '0.level', '0.highlights', '0.sections'];
    expect(paths(treksSchema)).toEqual(card);
    expect(paths(campsSchema)).toEqual([...card, '0.rate']);
    expect(paths(activitiesSchema)).toEqual([]);
    expect(treksSchema.safeParse([trek]).success).toBe(true);
  });

  it('requires a camp to have a price unless it is coming soon, also when the price is cleared', () => {
    expect(campsSchema.safeParse([camp]).success).toBe(true);
    for (const unpriced of [{ ...camp, rate: null }, { ...camp, rate: '' }, without(camp, 'rate')]) {
      const result = campsSchema.safeParse([unpriced]);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([[0, 'rate']]);
      expect(campsSchema.parse([{ ...unpriced, comingSoon: true }])[0]?.rate).toBeNull();
    }
  });
});

describe('other rules', () => {
  it('takes things to enjoy in list order, up to five, each of its own name', () => {
    const item = { name: 'Walks', image: IMG, description: 'Walk.' };
    const five = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ ...item, name }));
    expect(thingsToEnjoySchema.safeParse(five).success).toBe(true);
    expect(thingsToEnjoySchema.safeParse([...five, { ...item, name: 'F' }]).success).toBe(false);
    expect(thingsToEnjoySchema.safeParse([item, item]).success).toBe(false);
    expect(thingToEnjoySchema.safeParse({ ...item, description: 'x'.repeat(121) }).success).toBe(false);
  });

  it('keeps meta descriptions between 120 and 160 characters', () => {
    const page = cases.find((c) => c.name === 'page copy')!.valid;
    expect(pageCopySchema.safeParse({ ...page, description: 'x'.repeat(119) }).success).toBe(false);
    expect(pageCopySchema.safeParse({ ...page, description: 'x'.repeat(161) }).success).toBe(false);
    // Spaces around the text are not counted.
    expect(pageCopySchema.safeParse({ ...page, description: ` ${'x'.repeat(160)} ` }).success).toBe(true);
  });

  it('requires a reviewer name with a city', () => {
    expect(reviewSchema.safeParse({ id: 1, name: 'Anjali', review: 'Lovely.' }).success).toBe(false);
  });

  it('checks the contact details, and stores a phone typed the Indian way in one form', () => {
    const site = {
      name: 'Valley Adventures',
      shortName: 'Valley',
      blurb: 'Treks and camps.',
      phone: '+91 90000 00000',
      email: 'hello@example.com',
      instagramUrl: 'https://www.instagram.com/example/',
      address: {
        locality: 'A valley',
        city: 'Munnar',
        region: 'Kerala',
        district: 'Idukki',
        postalCode: '685612',
        country: 'IN',
      },
      geo: { latitude: 10, longitude: 77 },
      navigation: [{ id: 'trekking', name: 'Trekking', path: '/trekking/' }],
    };
    expect(siteSchema.safeParse(site).success).toBe(true);
    const typed = siteSchema.parse({ ...site, phone: '098470 12345', whatsapp: '' });
    expect([typed.phone, typed.whatsapp]).toEqual(['+91 98470 12345', undefined]);
    expect(siteSchema.parse({ ...site, whatsapp: '9847012345' }).whatsapp).toBe('+91 98470 12345');
    expect(siteSchema.safeParse({ ...site, phone: 'call us' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...site, email: 'hello' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...site, instagramUrl: 'instagram.com/example' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...site, address: { ...site.address, postalCode: '6856' } }).success).toBe(
      false,
    );
    expect(siteSchema.safeParse({ ...site, navigation: [] }).success).toBe(false);
  });

  it('switches off any language but English, as long as one other stays on', () => {
    const site = siteSchema.parse(JSON.parse(readFileSync('content/data/site.json', 'utf8')));
    const [first, ...others] = PREFIXED_LANGS;
    expect(siteSchema.safeParse({ ...site, languagesOff: [] }).success).toBe(true);
    // The editor saves a choice cleared as null: nothing switched off.
    expect(siteSchema.parse({ ...site, languagesOff: null }).languagesOff).toBeUndefined();
    expect(siteSchema.safeParse({ ...site, languagesOff: others }).success).toBe(true);
    expect(siteSchema.safeParse({ ...site, languagesOff: [DEFAULT_LANG] }).success).toBe(false);
    expect(siteSchema.safeParse({ ...site, languagesOff: ['xx'] }).success).toBe(false);
    const allOff = siteSchema.safeParse({ ...site, languagesOff: [first, ...others] });
    expect(allOff.error?.issues.map((issue) => issue.message)).toEqual([
      'must leave at least one language besides English on',
    ]);
  });

  it('checks hero videos against the manifest', () => {
    const hero = { headline: 'Hi', tagline: 'There', video: '/media/video/test' };
    expect(heroSchema.safeParse(hero).success).toBe(true);
    expect(heroSchema.safeParse({ ...hero, video: '/media/video/test.mp4' }).success).toBe(true);
    expect(heroSchema.safeParse({ ...hero, video: '/media/video/none' }).success).toBe(false);
  });

  it('checks the trips a review names against the real ids, naming the one that is wrong', () => {
    const schema = reviewsFileSchemaFor({
      treks: ['top-valley'],
      camps: ['sooryanelli'],
      activities: ['zipline'],
    });
    const review = { id: 1, name: 'Anjali R., Kochi', review: 'Lovely.' };
    expect(schema.safeParse({ reviews: [review] }).success).toBe(true);
    expect(
      schema.safeParse({ reviews: [{ ...review, treks: ['top-valley'], activities: ['zipline'] }] }).success,
    ).toBe(true);
    const result = schema.safeParse({ reviews: [{ ...review, camps: ['sooryanelli', 'top-valley'] }] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reviews.0.camps.1', 'no camp with the id "top-valley" (the ids are sooryanelli)'],
    ]);
  });
});

describe('parseContent', () => {
  const meesapulimalai = { ...trek, id: 'meesapulimalai', name: 'Meesapulimalai' };

  it('returns the parsed data', () => {
    expect(parseContent('content/data/treks.json', treksSchema, [trek])).toEqual([
      { ...trek, inEnquiryForm: true, comingSoon: false },
    ]);
  });

  it('names the file, the entry by index and id, the field path and zod’s message', () => {
    const broken = {
      ...meesapulimalai,
      sections: [
        trek.sections[0],
        {
          heading: 'Good to know',
          points: [
            { key: 'A', value: 'b' },
            { key: 'Permits', value: '' },
          ],
        },
      ],
    };
    expect(() =>
      parseContent('content/data/treks.json', treksSchema, [
        trek,
        { ...trek, id: 'b', name: 'B' },
        { ...trek, id: 'c', name: 'C' },
        broken,
      ]),
    ).toThrow(
      /^content\/data\/treks\.json: entry 3 \("meesapulimalai"\), field "sections\.1\.points\.1\.value": Too small/,
    );
  });

  it('names a missing field', () => {
    expect(() =>
      parseContent('content/data/treks.json', treksSchema, [without(meesapulimalai, 'location')]),
    ).toThrow(
      'content/data/treks.json: entry 0 ("meesapulimalai"), field "location": a trek\'s card shows a location: fill it in',
    );
  });

  it('names the later of two duplicate entries', () => {
    expect(() => parseContent('content/data/treks.json', treksSchema, [trek, trek])).toThrow(
      'content/data/treks.json: entry 1 ("letchmi-hills"), field "id": "letchmi-hills" is used by an earlier item too; each must differ',
    );
  });

  it('names entries of a list nested in an object, and plain fields', () => {
    const bunnyBuds = {
      description: ['One.'],
      reasons: [{ title: 'Safe', description: 'Guided.' }],
      activities: [{ id: 'leaf-art', title: 'Leaf Art', description: 'Prints.', image: MISSING_IMG }],
      learningOutcomes: [{ heading: 'Skills', items: ['a', 'b', 'c'] }],
    };
    expect(() => parseContent('content/data/bunny-buds.json', bunnyBudsSchema, bunnyBuds)).toThrow(
      `content/data/bunny-buds.json: entry activities.0 ("leaf-art"), field "image": no shipped image "${MISSING_IMG}"`,
    );
    expect(() =>
      parseContent('content/data/home.json', heroSchema, { headline: 'Hi', tagline: 'There' }),
    ).toThrow('content/data/home.json: field "video":');
  });

  it('names the list inside a data file', () => {
    const point = { title: 'Quiet', description: 'Far from the road.' };
    const file = { benefits: [{ ...point, description: '' }], included: [point], whyChooseUs: [point] };
    expect(() => parseContent('content/data/camps.json', campsFileSchema, file)).toThrow(
      /^content\/data\/camps\.json: entry benefits\.0 \("Quiet"\), field "description": Too small/,
    );
  });

  it('lists every problem, one per line', () => {
    try {
      parseContent('content/data/treks.json', treksSchema, [
        without(trek, 'name'),
        { ...trek, id: 'b', name: 'B', level: 'extreme' },
      ]);
      expect.unreachable();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^content\/data\/treks\.json: entry 0 \("letchmi-hills"\), field "name"/);
      expect(lines[1]).toMatch(/^content\/data\/treks\.json: entry 1 \("b"\), field "level"/);
    }
  });
});

describe('an entry saved before the fields were renamed', () => {
  it('still reads, each former name becoming the field of the new model', () => {
    const { sections, note, photos, ...rest } = tripSchema.parse({
      ...trek,
      note: 'Morning slots',
      photos: [{ image: IMG, alt: 'The ridge' }],
    });
    const old = {
      ...trek,
      sections: undefined,
      switchData: trek.sections,
      optional: 'Morning slots',
      photos: [{ path: IMG, alt: 'The ridge' }],
    };
    expect(tripSchema.parse(old)).toEqual({ ...rest, sections, note, photos });
    expect(sections).toEqual(trek.sections);
    expect(Object.keys(tripSchema.parse(old))).not.toContain('switchData');

    const page = { title: 'T', description: 'x'.repeat(140), heading: 'H', subheading: 'S' };
    expect(pageCopySchema.parse({ ...page, banner: IMG }).image).toBe(IMG);
    expect(pointSchema.parse({ title: 'Quiet', desc: 'Far.' })).toEqual({
      title: 'Quiet',
      description: 'Far.',
    });
    expect(thingToEnjoySchema.parse({ name: 'Walks', img: IMG, desc: 'Walk.' })).toEqual({
      name: 'Walks',
      image: IMG,
      description: 'Walk.',
    });
    expect(bunnyBudsActivitySchema.parse({ id: 'a', title: 'A', desc: 'B', imagePath: IMG }).image).toBe(IMG);
    expect(experienceThemeSchema.parse({ id: 'a', name: 'A', desc: 'B', imgPath: IMG }).description).toBe(
      'B',
    );
    expect(
      timelineOfferingSchema.parse({ id: 'a', name: 'A', blurb: 'B', imgPath: IMG, path: '/a' }).image,
    ).toBe(IMG);
    expect(galleryItemSchema.parse({ path: IMG, title: 'T', alt: 'A' }).image).toBe(IMG);
    expect(promoSlideSchema.parse({ imagePath: IMG, name: 'N', tagline: 'T' }).image).toBe(IMG);
  });

  it('keeps the value saved under the new name when both are there', () => {
    expect(pointSchema.parse({ title: 'Quiet', desc: 'Old.', description: 'New.' }).description).toBe('New.');
  });
});
