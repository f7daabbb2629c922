// `npm run check:launch`: what is still left before the site goes live, in plain words, with where to
// change each thing. Exits 1 while anything is left, so the host's production build stops a half-set-up
// site (netlify.toml); deploy previews do not run it. The sample contact details, reviews and pictures that
// came with the site are recognised by scripts/launch-samples.json. It also says, for information, how many
// fields each language still shows in English (scripts/launch-translations.mjs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { EMAILJS_IDS } from '../lib/env-schema.mjs';
import { loadEnv } from './check-env.mjs';
import { registryLanguages, siteLanguages } from './check-languages.mjs';
import { translationReport } from './launch-translations.mjs';

export const SAMPLES_FILE = 'scripts/launch-samples.json';

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Addresses reserved for examples, and this computer: a live site never answers or mails at them. */
const isPlaceholderHost = (host) =>
  /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$/i.test(host) ||
  /^127\.|^\[?::1\]?$/.test(host);

/** The fingerprints of what came with the site, from an export of it (see `recordSamples`). */
export function loadSamples(root = '.') {
  return JSON.parse(readFileSync(join(root, SAMPLES_FILE), 'utf8'));
}

/** Fingerprints of a site's current sample-able content: contact details, review texts, pictures. */
export function recordSamples(root = '.') {
  const site = JSON.parse(readFileSync(join(root, 'content/data/site.json'), 'utf8'));
  const { reviews } = JSON.parse(readFileSync(join(root, 'content/data/reviews.json'), 'utf8'));
  return {
    phone: site.phone,
    email: site.email,
    instagramUrl: site.instagramUrl,
    privacyContact: site.privacyContact?.trim() || null,
    reviews: reviews.map((review) => sha256(review.review)),
    media: Object.fromEntries(
      filesUnder(join(root, 'media')).map((file) => [
        relative(root, file).split(sep).join('/'),
        sha256(readFileSync(file)),
      ]),
    ),
  };
}

/**
 * What is left before going live: one `{ what, how }` per item, empty when the site is ready.
 * @param {{ root?: string, env?: Record<string, string | undefined>, samples?: ReturnType<typeof recordSamples> }} [options]
 */
export function launchProblems({ root = '.', env = process.env, samples = loadSamples(root) } = {}) {
  const problems = [];
  const left = (what, how) => problems.push({ what, how });

  const config = parse(readFileSync(join(root, 'public/admin/config.yml'), 'utf8'));
  const repo = String(config?.backend?.repo ?? '');
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo) || repo === 'OWNER/REPOSITORY')
    left(
      'The editor does not know your GitHub repository.',
      'In public/admin/config.yml, set `repo:` to your repository, written owner/name (as in github.com/owner/name).',
    );

  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim() ?? '';
  let host = '';
  try {
    host = new URL(siteUrl).protocol === 'https:' ? new URL(siteUrl).hostname : '';
  } catch {
    host = '';
  }
  if (!host || isPlaceholderHost(host))
    left(
      siteUrl
        ? `The site's address is ${siteUrl}, which is not a live https:// address.`
        : "The site's address is not set.",
      "Set NEXT_PUBLIC_SITE_URL to the address visitors will use, e.g. https://www.yourname.in, in the host's environment variables (Netlify: Site configuration → Environment variables).",
    );

  const missingIds = EMAILJS_IDS.filter((name) => !env[name]?.trim());
  if (missingIds.length)
    left(
      `Enquiries cannot be e-mailed to you yet: ${missingIds.join(', ')} ${missingIds.length === 1 ? 'is' : 'are'} not set.`,
      "Copy them from your EmailJS dashboard into the host's environment variables (docs/owner-guide.md, Enquiries by e-mail).",
    );

  const site = JSON.parse(readFileSync(join(root, 'content/data/site.json'), 'utf8'));
  const contact = [
    site.phone === samples.phone && `the phone number (${site.phone})`,
    site.whatsapp && site.whatsapp === samples.phone && `the WhatsApp number (${site.whatsapp})`,
    (site.email === samples.email || isPlaceholderHost(String(site.email).split('@')[1] ?? '')) &&
      `the e-mail address (${site.email})`,
    site.instagramUrl === samples.instagramUrl && `the Instagram link (${site.instagramUrl})`,
  ].filter(Boolean);
  if (contact.length)
    left(
      `Visitors would call, write or follow the sample contact details: ${contact.join(', ')}.`,
      'Change them in the editor, Settings (or content/data/site.json).',
    );

  // The privacy page names whom visitors ask about their personal data: a person, not a sample.
  const privacyContact = String(site.privacyContact ?? '').trim();
  if (!privacyContact || privacyContact === samples.privacyContact)
    left(
      privacyContact
        ? `The privacy page names the sample privacy contact (${privacyContact}).`
        : "The privacy page names no one who answers questions about visitors' personal data (the privacy contact is not set).",
      'In the editor, Settings → Name, contact and menu → Privacy contact (or `privacyContact` in content/data/site.json), write the name of that person; the page gives the phone and e-mail of Settings with it.',
    );

  const { reviews } = JSON.parse(readFileSync(join(root, 'content/data/reviews.json'), 'utf8'));
  const sampleReviews = reviews.filter((review) => samples.reviews.includes(sha256(review.review)));
  if (sampleReviews.length)
    left(
      `${sampleReviews.length} of the ${reviews.length} reviews ${sampleReviews.length === 1 ? 'is a sample' : 'are samples'} written to show the layout, not words of your guests: ${sampleReviews.map((review) => review.name).join('; ')}.`,
      'Replace or delete them in the editor, Home page → Reviews, with real reviews your guests allowed you to use.',
    );

  // Pictures are referenced from the content files by address (/media/treks/top-valley.jpg).
  const referenced = new Set(
    filesUnder(join(root, 'content/data'))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/"\/(media\/[^"?#]+)"/g)].map((m) => m[1])),
  );
  const pictures = [...referenced].filter((path) => {
    if (!samples.media[path]) return false;
    try {
      return samples.media[path] === sha256(readFileSync(join(root, path)));
    } catch {
      return false;
    }
  });
  if (pictures.length) {
    const folders = [...new Set(pictures.map((path) => path.split('/').slice(0, -1).join('/')))].sort();
    left(
      `${pictures.length === 1 ? 'A picture on the site is still an illustration' : `${pictures.length} pictures and videos on the site are still illustrations`} that came with it (in ${folders.join(', ')}).`,
      'In the editor, upload your own photographs and choose them on each trip, on each page and in the gallery.',
    );
  }
  return problems;
}

/** The report the owner reads. */
export function launchReport(problems) {
  if (!problems.length)
    return "Ready to go live: the editor's repository, the site's address, EmailJS, the contact details, the privacy contact, the reviews and the pictures are your own.";
  const items = problems.map(
    ({ what, how }, index) => `  ${index + 1}. ${what}\n     ${how.replace(/\n/g, '\n     ')}`,
  );
  return [
    `Not ready to go live: ${problems.length} ${problems.length === 1 ? 'thing is' : 'things are'} left.`,
    '',
    ...items,
    '',
    'Run `npm run check:launch` again once they are done. The live site is not built while any is left;',
    "drafts' previews still are.",
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = launchProblems({ env: loadEnv() });
  console.log(launchReport(problems));
  const { off } = siteLanguages();
  console.log(
    `\n${translationReport(
      registryLanguages().filter(({ code }) => code !== 'en'),
      off,
    )}`,
  );
  process.exit(problems.length ? 1 : 0);
}
