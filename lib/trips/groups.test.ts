import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imagePaths } from '@/content/media';
import { readGroups } from '@/content/trip-files';
import { TRIP_GROUPS, type TripGroupInfo } from '@/content/trip-groups';
import { sitemapOf } from '@/lib/sitemap';
import { enquiryOptionsOf } from './enquiry-options';
import { tripPathIn } from './links';
import { tripsFrom } from './trips';

/* A fourth group, added as the site would add one: one entry in the registry and a folder of its trips. */

const sailing: TripGroupInfo = {
  folder: 'sailing',
  path: '/sailing/',
  noun: 'sail',
  plural: 'sails',
  nameWithNoun: true,
  title: 'Sailing',
  inSentence: 'Sailing',
  pageKey: 'sailing',
  reviewField: 'sails',
  brochure: false,
  dayHeading: 'The day',
  carouselLabel: 'Sailing trips',
  card: false,
  priced: false,
};
const groups = { ...TRIP_GROUPS, sailing };

/** A trip every group's rules accept: a card's facts, a price, a picture the site ships. */
const trip = (name: string, extra: object = {}) => ({
  name,
  tagline: `${name} in a line`,
  image: imagePaths[0],
  location: 'Kuttiyar',
  duration: '2–3 hrs',
  level: 'easy',
  rate: 1500,
  highlights: ['one', 'two', 'three'],
  sections: [
    { heading: 'Facts', points: [{ key: 'Distance', value: '5 km' }] },
    { heading: 'Bring', points: [{ key: 'Water', value: '1 litre' }] },
  ],
  ...extra,
});

const dir = mkdtempSync(join(tmpdir(), 'kv-groups-'));
const files: Record<string, Record<string, object>> = {
  treks: { 'ridge-walk': trip('Ridge Walk') },
  camps: { 'lake-camp': trip('Lake Camp') },
  activities: { zipline: trip('Zipline') },
  sailing: { 'dawn-sail': trip('Dawn Sail'), 'night-sail': trip('Night Sail', { inEnquiryForm: false }) },
};
for (const [folder, trips] of Object.entries(files)) {
  mkdirSync(join(dir, folder));
  for (const [id, data] of Object.entries(trips)) {
    writeFileSync(join(dir, folder, `${id}.json`), JSON.stringify(data));
  }
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a group added with one registry entry and its folder of trips', () => {
  const entries = readGroups(groups, dir);
  const trips = tripsFrom(groups, entries);

  it('has its trips read from its folder, with the ids their files name', () => {
    expect(entries.sailing.map((entry) => entry.id)).toEqual(['dawn-sail', 'night-sail']);
    expect(entries.trekking.map((entry) => entry.id)).toEqual(['ridge-walk']);
  });

  it('gives each of its trips a page under its own', () => {
    const paths = trips.map((one) => tripPathIn(groups, one));
    expect(paths).toContain('/sailing/dawn-sail/');
    expect(paths).toContain('/sailing/night-sail/');
    expect(paths).toContain('/trekking/ridge-walk/');
  });

  it('has its trips offered in the enquiry form, but not one switched out of it', () => {
    const options = enquiryOptionsOf(groups, trips);
    expect(Object.keys(options)).toEqual(['trekking', 'camping', 'adventure', 'sailing']);
    expect(options.sailing).toEqual([{ label: 'Dawn Sail', packageId: 'dawn-sail' }]);
  });

  it('has its page and its trips in the sitemap', () => {
    const urls = sitemapOf(groups, trips, 'https://example.com').map((entry) => entry.url);
    expect(urls).toContain('https://example.com/sailing/');
    expect(urls).toContain('https://example.com/sailing/dawn-sail/');
    expect(urls).toContain('https://example.com/sailing/night-sail/');
  });
});
