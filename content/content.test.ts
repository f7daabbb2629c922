import { describe, expect, it } from 'vitest';
import { activities, guidelines, safetyTips } from './adventure';
import { bunnyBuds, bunnyBudsPromo, promoSlides } from './bunny-buds';
import { campingBenefits, campingIncluded, campingWhyChooseUs, camps } from './camps';
import { enquiryOptions } from './enquiry-options';
import { gallery, hero, highlights, introText, reviews, themes, thingsToEnjoy, timeline } from './home';
import { imagePaths, videoPaths } from './media';
import { pages } from './pages';
import { trekkingBenefits, trekkingWhyChooseUs, treks } from './treks';

const all = {
  treks,
  trekkingBenefits,
  trekkingWhyChooseUs,
  camps,
  campingBenefits,
  campingIncluded,
  campingWhyChooseUs,
  activities,
  guidelines,
  safetyTips,
  bunnyBuds,
  promoSlides,
  bunnyBudsPromo,
  hero,
  introText,
  timeline,
  themes,
  thingsToEnjoy,
  highlights,
  reviews,
  gallery,
  pages,
  enquiryOptions,
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('treks', () => {
  it('are the seven treks of the spec, in order, with their levels and durations', () => {
    expect(treks.map((t) => [t.id, t.name, t.level, t.duration])).toEqual([
      ['letchmi-hills', 'Letchmi Hills', 'medium', '3–5 hrs'],
      ['chokkarmudi', 'Chokkarmudi', 'medium', '4–6 hrs'],
      ['top-valley', 'Top Valley', 'medium', '3–5 hrs'],
      ['meesapulimalai', 'Meesapulimalai', 'hard', '6–8 hrs'],
      ['kolukkumalai', 'Kolukkumalai', 'medium', 'Flexible / full day'],
      ['chinnar-wildlife-sanctuary', 'Chinnar Wildlife Sanctuary', 'medium', '3–4 hrs'],
      ['pambadum-shola-national-park', 'Pambadum Shola National Park', 'medium', '2–3 hrs'],
    ]);
  });

  it('have no rate and no external brochure', () => {
    for (const trek of treks) {
      expect(trek.rate).toBeNull();
      expect(trek.pdfLink).toBeUndefined();
    }
  });

  it('offer Chinnar in morning or afternoon slots', () => {
    expect(treks.find((t) => t.id === 'chinnar-wildlife-sanctuary')?.optional).toBe(
      'Morning or afternoon slots',
    );
  });

  it('have two to four detail sections each', () => {
    for (const trek of treks) {
      expect(trek.switchData.length).toBeGreaterThanOrEqual(2);
      expect(trek.switchData.length).toBeLessThanOrEqual(4);
    }
  });

  it('send Meesapulimalai through KFDC', () => {
    const meesapulimalai = treks.find((t) => t.id === 'meesapulimalai')!;
    expect(strings(meesapulimalai.switchData).join(' ')).toMatch(/KFDC/);
  });

  it('come with 5 benefits and the 4 why-choose-us points', () => {
    expect(trekkingBenefits).toHaveLength(5);
    expect(trekkingWhyChooseUs.map((p) => p.title)).toEqual([
      'Scenic trails',
      'Expert guides',
      'Thrilling and rewarding',
      'Eco-friendly',
    ]);
  });
});

describe('camps', () => {
  it('are the four camps of the spec with their rates', () => {
    expect(camps.map((c) => [c.id, c.name, c.rate, c.comingSoon, c.duration])).toEqual([
      ['kolukkumalai-sunrise', 'Kolukkumalai Sunrise', 2600, false, '2D & 1N'],
      ['yellapetty-tent-camp', 'Yellapetty Tent Camp', 2300, false, '2D & 1N'],
      ['meesapulimalai', 'Meesapulimalai', 2750, false, '2D & 1N'],
      ['sooryanelli', 'Sooryanelli', null, true, '2D & 1N'],
    ]);
  });

  it('have the five sections, with timed days', () => {
    for (const camp of camps) {
      expect(camp.switchData.map((s) => s.heading)).toEqual([
        'Day 1',
        'Day 2',
        'Inclusions',
        'Exclusions',
        'Optional or On-request extras',
      ]);
      for (const day of camp.switchData.slice(0, 2)) {
        for (const point of day.points) expect(point.key).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
      }
    }
  });

  it('offer the Bose Peak trek at ₹700 and the jeep from town at ₹3,500 as extras', () => {
    const extras = camps.flatMap((c) => c.switchData[4]!.points.map((p) => `${p.key}: ${p.value}`));
    expect(extras.some((e) => /Bose Peak/.test(e) && e.includes('₹700'))).toBe(true);
    expect(extras.some((e) => /jeep/i.test(e) && /town/.test(e) && e.includes('₹3,500'))).toBe(true);
  });

  it('come with 5 benefits, the 4 included items and 4 why-choose-us points', () => {
    expect(campingBenefits).toHaveLength(5);
    expect(campingIncluded.map((p) => p.title)).toEqual([
      'Campsite locations',
      'Local cuisine',
      'Campfire evenings',
      'Tent stay',
    ]);
    expect(campingWhyChooseUs).toHaveLength(4);
  });
});

describe('adventure', () => {
  it('has the five activities in order, each described in 2–3 sentences', () => {
    expect(activities.map((a) => a.name)).toEqual([
      'Zipline',
      'Mountaineering',
      'Rock climbing & Rappelling',
      'Kayaking',
      'Mountain cycling',
    ]);
    for (const activity of activities) {
      expect(sentences(activity.desc)).toBeGreaterThanOrEqual(2);
      expect(sentences(activity.desc)).toBeLessThanOrEqual(3);
    }
  });

  it('has 5 guidelines and 4 safety tips', () => {
    expect(guidelines).toHaveLength(5);
    expect(safetyTips).toHaveLength(4);
  });
});

describe('Bunny Buds', () => {
  it('has a two-paragraph description, 6 reasons and 2 outcome lists of 5–6 items', () => {
    expect(bunnyBuds.description).toHaveLength(2);
    expect(bunnyBuds.reasons).toHaveLength(6);
    expect(bunnyBuds.learningOutcomes).toHaveLength(2);
    for (const list of bunnyBuds.learningOutcomes) {
      expect(list.items.length).toBeGreaterThanOrEqual(5);
      expect(list.items.length).toBeLessThanOrEqual(6);
    }
  });

  it('has the 25 activity cards of the media plan, in order', () => {
    const ids =
      'nature-walk bird-watching butterfly-trail tea-garden-visit leaf-art clay-modelling tent-pitching campfire-stories stargazing treasure-hunt low-ropes-course rock-painting seed-planting stream-explorers animal-tracks kite-making map-and-compass nature-journaling kerala-folk-games campfire-cooking morning-yoga bug-safari weather-watch nature-theatre upcycled-crafts'.split(
        ' ',
      );
    expect(bunnyBuds.activities.map((a) => a.id)).toEqual(ids);
    expect(bunnyBuds.activities.map((a) => a.imagePath)).toEqual(
      ids.map((id) => `/media/bunny-buds/${id}.jpg`),
    );
    expect(bunnyBuds.activities.slice(0, 2).map((a) => a.title)).toEqual(['Nature Walk', 'Bird Watching']);
  });

  it('has the four promo slides and the promo sentence', () => {
    expect(promoSlides.map((s) => s.imagePath)).toEqual(
      ['little-explorers', 'camp-nights', 'craft-corner', 'first-trek'].map((n) => `/media/promo/${n}.jpg`),
    );
    expect(bunnyBudsPromo).toContain(
      'a nature camp for children, blending fun, learning, and outdoor adventure in a safe, guided environment',
    );
  });
});

describe('home', () => {
  it('has the hero and highlights of the spec', () => {
    expect(hero).toEqual({
      headline: 'Experience Munnar like never before!',
      tagline: "Unveil Munnar's Magic - A Journey Beyond the Ordinary!",
      video: '/media/video/hero',
    });
    expect(highlights).toEqual({
      caption:
        'Global adventures, local explorations, and the enchantment of Kerala: Your gateway to diverse travel experiences!',
      video: '/media/video/highlights',
    });
  });

  it('has an intro of 2–3 sentences', () => {
    expect(sentences(introText.paragraph)).toBeGreaterThanOrEqual(2);
    expect(sentences(introText.paragraph)).toBeLessThanOrEqual(3);
  });

  it('has the five timeline offerings in order', () => {
    expect(timeline.map((o) => [o.name, o.path, o.imgPath])).toEqual([
      ['Trekking', '/trekking', '/media/offerings/trekking.jpg'],
      ['Camping', '/camping', '/media/offerings/camping.jpg'],
      ['Bunny Buds', '/bunny-buds', '/media/offerings/bunny-buds.jpg'],
      ['Adventure Activities', '/adventure-activities', '/media/offerings/adventure-activities.jpg'],
      ['Glamping', '/glamping', '/media/offerings/glamping.jpg'],
    ]);
  });

  it('has the five experience themes in order', () => {
    expect(themes.map((t) => t.name)).toEqual([
      'Explore & Discover',
      'Learn & Create',
      'Adventure & Resilience',
      'Campfire Moments',
      'Grow Together',
    ]);
  });

  it('has the five things to enjoy, ids 0–4 in order', () => {
    expect(thingsToEnjoy.map((t) => [t.id, t.name])).toEqual([
      [0, 'Tea Plantation Walks'],
      [1, 'Tea Culture Experience'],
      [2, 'Shola Forests Treks'],
      [3, 'Off-Road Jeep Safaris'],
      [4, 'Wildlife Photography Expeditions'],
    ]);
    for (const item of thingsToEnjoy) expect(sentences(item.desc)).toBe(1);
  });

  it('has 8 reviews, ids 1–8, at least two longer than 280 characters and the rest 120–260', () => {
    expect(reviews.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const long = reviews.filter((r) => r.review.length > 280);
    expect(long.length).toBeGreaterThanOrEqual(2);
    for (const r of reviews.filter((r) => r.review.length <= 280)) {
      expect(r.review.length).toBeGreaterThanOrEqual(120);
      expect(r.review.length).toBeLessThanOrEqual(260);
    }
    for (const r of reviews) expect(r.name).toMatch(/^[A-Z][a-z]+ [A-Z]\., \S/);
  });

  it('has 30 gallery pictures, 300.jpg to 329.jpg, each titled and described', () => {
    expect(gallery.map((g) => g.path)).toEqual(
      Array.from({ length: 30 }, (_, i) => `/media/gallery/${300 + i}.jpg`),
    );
    expect(new Set(gallery.map((g) => g.title)).size).toBe(30);
    for (const item of gallery) expect(item.alt.length).toBeGreaterThan(item.title.length);
  });
});

describe('pages', () => {
  it('has copy for every page', () => {
    expect(Object.keys(pages)).toEqual([
      'home',
      'trekking',
      'camping',
      'adventure',
      'bunnyBuds',
      'glamping',
      'notFound',
    ]);
  });

  it('makes Coming Soon prominent on the glamping page', () => {
    expect(pages.glamping.heading).toMatch(/Coming Soon/);
    expect(pages.glamping.subheading).toMatch(/bell tents/i);
    expect(pages.glamping.subheading).toMatch(/Kuttiyar valley/);
  });

  it('uses each route banner', () => {
    expect(pages.adventure.banner).toBe('/media/banners/adventure-activities.jpg');
    expect(pages.bunnyBuds.banner).toBe('/media/banners/bunny-buds.jpg');
  });
});

describe('enquiry options', () => {
  it('have the labels of spec section 5, exactly', () => {
    expect(enquiryOptions.trekking.map((o) => o.label)).toEqual([
      'Letchmi Hills',
      'Chokkarmudi',
      'Top Valley',
      'Meesapulimalai',
      'Kolukkumalai',
      'Chinnar Wildlife Sanctury',
      'Pambadum Shola National Park',
    ]);
    expect(enquiryOptions.camping.map((o) => o.label)).toEqual([
      'Kolukkumalai Sunrise Camp',
      'Yellapetty Camp',
      'Meesapulimalai Camp',
    ]);
    expect(enquiryOptions.adventure.map((o) => o.label)).toEqual([
      'Zip-line',
      'Mountaineering',
      'Rock climbing & Rappelling',
      'Kayaking',
      'Mountain cycling',
    ]);
  });

  it('point at real packages', () => {
    expect(enquiryOptions.trekking.map((o) => o.packageId)).toEqual(treks.map((t) => t.id));
    expect(enquiryOptions.camping.map((o) => o.packageId)).toEqual(
      camps.filter((c) => !c.comingSoon).map((c) => c.id),
    );
    expect(enquiryOptions.adventure.map((o) => o.packageId)).toEqual(activities.map((a) => a.id));
  });
});

describe('media', () => {
  const used = [
    ...new Set([
      ...treks.map((t) => t.imgPath),
      ...camps.map((c) => c.imgPath),
      ...activities.map((a) => a.imgPath),
      ...bunnyBuds.activities.map((a) => a.imagePath),
      ...promoSlides.map((s) => s.imagePath),
      ...thingsToEnjoy.map((t) => t.img),
      ...timeline.map((o) => o.imgPath),
      ...themes.map((t) => t.imgPath),
      ...gallery.map((g) => g.path),
      ...Object.values(pages).map((p) => p.banner),
    ]),
  ];

  it('names every picture by its media-plan path', () => {
    expect(treks.every((t) => t.imgPath === `/media/treks/${t.id}.jpg`)).toBe(true);
    expect(camps.every((c) => c.imgPath === `/media/camps/${c.id}.jpg`)).toBe(true);
    expect(activities.every((a) => a.imgPath === `/media/adventure/${a.id}.jpg`)).toBe(true);
    expect(themes.every((t) => t.imgPath === `/media/themes/${t.id}.jpg`)).toBe(true);
    expect(thingsToEnjoy.map((t) => t.img)).toEqual(
      [
        'tea-plantation-walks',
        'tea-culture-experience',
        'shola-forest-treks',
        'off-road-jeep-safaris',
        'wildlife-photography',
      ].map((n) => `/media/enjoy/${n}.jpg`),
    );
  });

  it('uses only pictures and videos the manifest ships', () => {
    expect(used.filter((p) => !imagePaths.includes(p))).toEqual([]);
    expect([hero.video, highlights.video].filter((p) => !videoPaths.includes(p))).toEqual([]);
  });
});

describe('copy', () => {
  const text = strings(all);

  it('has no placeholder text', () => {
    expect(text.filter((s) => /lorem|ipsum|todo|tbd|xxx/i.test(s))).toEqual([]);
  });

  it('writes numeric ranges with an en dash', () => {
    expect(text.filter((s) => /\d\s?-\s?\d/.test(s))).toEqual([]);
  });

  it('writes rupee amounts as ₹ with Indian digit grouping', () => {
    expect(text.filter((s) => /\bRs\.?\s?\d|INR/.test(s))).toEqual([]);
    for (const amount of text.join(' ').match(/₹[\d,]+/g) ?? [])
      expect(amount).toMatch(/^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
  });

  it('makes no unverifiable boasts', () => {
    expect(
      text.filter((s) =>
        /award|best-rated|no\. ?1|number one|#1|\d+\s?\+?\s?(happy )?(customers|clients|trekkers)/i.test(s),
      ),
    ).toEqual([]);
  });
});
