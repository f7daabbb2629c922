import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../scripts/static-server.mjs';
import { test } from './fixtures';

/*
 * The site built from fixture content (`npm run build:fixture`, e2e/fixture-content/), served on a port of its
 * own. A test whose subject needs content of a known shape (a review long enough to be cut, a trek switched out
 * of the form) runs here, whatever the owner's content holds, and reads what to expect from the fixture files.
 */
const ROOT = 'out-fixture';
const CONTENT = 'e2e/fixture-content';

type FixtureReview = { id: number; name: string; review: string };
type FixtureTrip = {
  id: string;
  name: string;
  order: number;
  comingSoon?: boolean;
  inEnquiryForm?: boolean;
  calendar?: { weekdays?: string[]; season?: { from: string; to: string; reason?: string } };
  sections: { heading: string; points: { key: string; value: string }[] }[];
};

/** The fixture reviews in the order the site shows them. */
export const fixtureReviews: FixtureReview[] = JSON.parse(
  readFileSync(`${CONTENT}/reviews.json`, 'utf8'),
).reviews;

/** The fixture adventure page's guidelines, in their order. */
export const fixtureGuidelines: { title: string; body: string }[] = JSON.parse(
  readFileSync(`${CONTENT}/adventure.json`, 'utf8'),
).guidelines;

/** A fixture trip's file, by its folder and id (`treks`, `ridge-walk`). */
export const fixtureTrip = (folder: string, id: string): FixtureTrip => ({
  ...JSON.parse(readFileSync(`${CONTENT}/${folder}/${id}.json`, 'utf8')),
  id,
});

/** The fixture trips of a folder (`treks`), in the order their files give them. */
export const fixtureTrips = (folder: string): FixtureTrip[] =>
  readdirSync(`${CONTENT}/${folder}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => fixtureTrip(folder, file.replace(/\.json$/, '')))
    .sort((a, b) => a.order - b.order);

/** `test` with its pages on the fixture site. */
export const onFixtureSite = test.extend<object, { fixtureOrigin: string }>({
  fixtureOrigin: [
    async ({}, use) => {
      if (!existsSync(`${ROOT}/index.html`))
        throw new Error(`No ${ROOT}/: run \`npm run build:fixture\` first`);
      const server = createStaticServer({ root: ROOT });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ fixtureOrigin }, use) => use(fixtureOrigin),
});
