import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchProblems, launchReport, loadSamples, recordSamples } from './check-launch.mjs';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Fixture = { repo: string; site: Record<string, string>; reviews: string[]; picture: string };

/** A site folder with just what the launch check reads. */
function siteFolder({ repo, site, reviews, picture }: Fixture): string {
  const root = mkdtempSync(join(tmpdir(), 'launch-'));
  dirs.push(root);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('public/admin/config.yml', `backend:\n  name: github\n  repo: ${repo}\n  branch: main\n`);
  write('content/data/site.json', JSON.stringify({ name: 'Site', ...site }));
  write(
    'content/data/reviews.json',
    JSON.stringify({ reviews: reviews.map((review, i) => ({ id: i + 1, name: `Guest ${i + 1}`, review })) }),
  );
  write('content/data/treks.json', JSON.stringify({ treks: [{ imgPath: '/media/treks/top.jpg' }] }));
  write('media/treks/top.jpg', picture);
  write('media/unused.jpg', 'sample bytes');
  return root;
}

const SAMPLE: Fixture = {
  repo: 'OWNER/REPOSITORY',
  site: {
    phone: '+91 98765 43210',
    email: 'hello@example.com',
    instagramUrl: 'https://instagram.com/sample/',
  },
  reviews: ['A sample review.', 'Another sample review.'],
  picture: 'sample bytes',
};
const samples = recordSamples(siteFolder(SAMPLE));

const LIVE_ENV = {
  NEXT_PUBLIC_SITE_URL: 'https://www.kuttiyarvalley.in',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template',
};
const FILLED_IN: Fixture = {
  repo: 'anitha/kuttiyar-site',
  site: {
    phone: '+91 94470 11223',
    email: 'stay@kuttiyarvalley.in',
    instagramUrl: 'https://instagram.com/kuttiyar.valley/',
    privacyContact: 'Anitha Thomas',
  },
  reviews: ['A sample review.', 'Our guide Manoj knew every bird by its call.'].slice(1),
  picture: 'a real photograph',
};

describe('the launch check', () => {
  it('lists everything that is still a sample, each with where to change it', () => {
    const problems = launchProblems({ root: siteFolder(SAMPLE), env: {}, samples });
    expect(problems.map((problem) => problem.what)).toEqual([
      'The editor does not know your GitHub repository.',
      "The site's address is not set.",
      expect.stringMatching(
        /^Enquiries cannot be e-mailed to you yet: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, .* are not set\.$/,
      ),
      expect.stringMatching(
        /the phone number \(\+91 98765 43210\), the e-mail address .*, the Instagram link/,
      ),
      expect.stringMatching(/names no one who answers questions about visitors' personal data/),
      expect.stringMatching(/^2 of the 2 reviews are samples/),
      'A picture on the site is still an illustration that came with it (in media/treks).',
    ]);
    for (const problem of problems) expect(problem.how.length).toBeGreaterThan(20);
    expect(launchReport(problems)).toMatch(/^Not ready to go live: 7 things are left\.\n\n  1\. The editor/);
  });

  it('passes a filled-in site', () => {
    const problems = launchProblems({ root: siteFolder(FILLED_IN), env: LIVE_ENV, samples });
    expect(problems).toEqual([]);
    expect(launchReport(problems)).toMatch(/^Ready to go live/);
  });

  it.each([
    ['http://www.kuttiyarvalley.in', 'not a live https:// address'],
    ['https://www.example.com', 'not a live https:// address'],
    ['https://localhost:3000', 'not a live https:// address'],
  ])('refuses the site address %s', (address, message) => {
    const env = { ...LIVE_ENV, NEXT_PUBLIC_SITE_URL: address };
    const [problem] = launchProblems({ root: siteFolder(FILLED_IN), env, samples });
    expect(problem?.what).toContain(message);
  });

  it('refuses an e-mail address at a domain kept for examples, even a changed one', () => {
    const fixture = { ...FILLED_IN, site: { ...FILLED_IN.site, email: 'bookings@example.org' } };
    const [problem] = launchProblems({ root: siteFolder(fixture), env: LIVE_ENV, samples });
    expect(problem?.what).toContain('the e-mail address (bookings@example.org)');
  });

  it.each([
    ['left empty', '  '],
    ['removed', undefined],
  ])('refuses a privacy contact %s', (_, privacyContact) => {
    const fixture = { ...FILLED_IN, site: { ...FILLED_IN.site, privacyContact } };
    const problems = launchProblems({ root: siteFolder(fixture as Fixture), env: LIVE_ENV, samples });
    expect(problems.map((problem) => problem.what)).toEqual([
      expect.stringContaining('the privacy contact is not set'),
    ]);
    expect(problems[0]?.how).toContain('Privacy contact');
  });

  it('refuses a privacy contact that is still the one the site came with', () => {
    const withSample = { ...SAMPLE, site: { ...SAMPLE.site, privacyContact: 'Sample Person' } };
    const sampled = recordSamples(siteFolder(withSample));
    const fixture = { ...FILLED_IN, site: { ...FILLED_IN.site, privacyContact: 'Sample Person' } };
    const [problem] = launchProblems({ root: siteFolder(fixture), env: LIVE_ENV, samples: sampled });
    expect(problem?.what).toBe('The privacy page names the sample privacy contact (Sample Person).');
  });

  it('counts only the sample reviews that are left', () => {
    const fixture = { ...FILLED_IN, reviews: ['Our own guest wrote this.', 'Another sample review.'] };
    const [problem] = launchProblems({ root: siteFolder(fixture), env: LIVE_ENV, samples });
    expect(problem?.what).toMatch(/^1 of the 2 reviews is a sample/);
  });

  it("knows the samples this site came with (the repository's fingerprints have their shape)", () => {
    const shipped = loadSamples();
    expect(shipped.reviews.every((hash: string) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(Object.keys(shipped.media).every((path) => path.startsWith('media/'))).toBe(true);
    expect(Object.keys(shipped.media).length).toBeGreaterThan(0);
  });
});
