import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guidelines, safetyTips } from './adventure';
import { bunnyBuds, bunnyBudsPromo, promoSlides } from './bunny-buds';
import { campingBenefits, campingIncluded, campingWhyChooseUs } from './camps';
import { gallery, hero, highlights, introText, themes, thingsToEnjoy, timeline } from './home';
import { imagePaths, videoKey, videoPaths } from './media';
import { pages } from './pages';
import { reviews } from './reviews';
import { contentFiles, contentFolders, levelSchema } from './schemas';
import { navigation, site } from './site';
import { trekkingBenefits, trekkingWhyChooseUs } from './treks';
import { tripEntries } from './trips';

const { trekking: treks, camping: camps, adventure: activities } = tripEntries;

/* These hold for any content the operator may write: no test here names a price, a name or a sentence. */

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
  site,
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every list of entries that carry an `id`, wherever it sits in the content. */
function idLists(value: unknown, path = 'content'): [string, unknown[]][] {
  if (Array.isArray(value)) {
    const own: [string, unknown[]][] =
      value.length && value.every((entry) => entry && typeof entry === 'object' && 'id' in entry)
        ? [[path, value.map((entry) => (entry as { id: unknown }).id)]]
        : [];
    return [...own, ...value.flatMap((entry, index) => idLists(entry, `${path}.${index}`))];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => idLists(child, `${path}.${key}`));
  }
  return [];
}

const routeExists = (path: string) => {
  const dir = path.replace(/^\/|\/$/g, '');
  return existsSync(dir ? `app/(en)/${dir}/page.tsx` : 'app/(en)/page.tsx');
};

describe('the data files', () => {
  it('are exactly the files the schemas describe', () => {
    const onDisk = readdirSync('content/data')
      .filter((name) => name.endsWith('.json'))
      .map((name) => `content/data/${name}`)
      .sort();
    expect(onDisk).toEqual(Object.keys(contentFiles).sort());
  });

  it('and folders of trips are exactly the folders the schemas describe', () => {
    const folders = readdirSync('content/data', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `content/data/${entry.name}`)
      .sort();
    expect(folders).toEqual(Object.keys(contentFolders).sort());
  });

  it.each(Object.entries(contentFolders))(
    "every trip's file in %s passes its group's schema",
    (folder, schema) => {
      const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) {
        const result = schema.safeParse(JSON.parse(readFileSync(`${folder}/${name}`, 'utf8')));
        expect(result.error?.issues ?? [], name).toEqual([]);
      }
    },
  );

  it.each(Object.entries(contentFiles))('%s passes its schema', (file, schema) => {
    const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('ids', () => {
  it('are unique within every list', () => {
    const lists = idLists(all);
    expect(lists.length).toBeGreaterThan(5);
    for (const [path, ids] of lists) expect(new Set(ids).size, path).toBe(ids.length);
  });
});

describe('pictures and videos', () => {
  const pictures = strings(all).filter((s) => /^\/media\/.+\.(jpg|jpeg|png|webp)$/.test(s));

  it('every picture named in the content is one the site ships', () => {
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((p) => !imagePaths.includes(p))).toEqual([]);
  });

  it('every video is one the site ships', () => {
    const keys = [hero.video, highlights.video].map(videoKey);
    expect(keys.filter((p) => !videoPaths.includes(p))).toEqual([]);
  });

  it('every trek, camp, activity and page banner has a picture', () => {
    const named = [
      ...treks.map((t) => t.image),
      ...camps.map((c) => c.image),
      ...activities.map((a) => a.image),
      ...bunnyBuds.activities.map((a) => a.image),
      ...Object.values(pages).map((p) => p.image),
    ];
    expect(named.filter((p) => !imagePaths.includes(p))).toEqual([]);
  });
});

describe('what the layout depends on', () => {
  it('there is at least one review and one gallery picture', () => {
    expect(reviews.length).toBeGreaterThan(0);
    expect(gallery.length).toBeGreaterThan(0);
  });

  it('every trek has a level and a rate or none; every camp has a level and a rate unless it is coming soon', () => {
    for (const trek of treks) {
      expect(levelSchema.options).toContain(trek.level);
      if (trek.rate !== null) expect(trek.rate).toBeGreaterThan(0);
    }
    for (const camp of camps) {
      expect(levelSchema.options).toContain(camp.level);
      if (!camp.comingSoon) expect(camp.rate).toBeGreaterThan(0);
    }
  });

  it('every menu item and home-page offering links to a page that exists', () => {
    const paths = [...navigation.map((item) => item.path), ...timeline.map((offering) => offering.path)];
    expect(paths.filter((path) => !routeExists(path))).toEqual([]);
  });
});

describe('copy', () => {
  it('has no placeholder text', () => {
    expect(strings(all).filter((s) => /lorem|ipsum|\btodo\b|\btbd\b|xxx/i.test(s))).toEqual([]);
  });
});

describe('the layers', () => {
  it('content/ imports nothing from lib/, components/ or app/: they read the content, never the other way', () => {
    const sources = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.(ts|mts|mjs|tsx)$/.test(name),
    );
    expect(sources.length).toBeGreaterThan(5);
    const imports = sources.flatMap((name) =>
      [...readFileSync(`content/${name}`, 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map(
        (match) => `${name}: ${match[1]}`,
      ),
    );
    expect(imports.length).toBeGreaterThan(5);
    expect(imports.filter((line) => /: (@\/|(\.\.\/)+)(lib|components|app)\b/.test(line))).toEqual([]);
  });
});
