// Each exported page carries its own script policy: a <meta http-equiv="Content-Security-Policy"> right after
// its <meta charset>, before any script, allowing exactly that page's inline scripts (by SHA-256) and the
// origins the site talks to. The policy then holds on any host, whatever it does with out/_headers. A meta
// policy cannot say `frame-ancestors`; that one stays in the headers (scripts/host-headers.mjs).
//
// Adding the element is the only change made to the HTML Next writes: `withoutPolicy` gives the page back
// byte for byte, and the export check compares it with Next's own copy.
import { createHash } from 'node:crypto';
import { parsePublicEnv } from '../lib/env-schema.mjs';

/** Script types a browser runs, or reads as rules it acts on; data blocks (JSON-LD) never run. */
const RUN_TYPES = /^(text\/javascript|module|speculationrules)$/i;

/** The hashes a policy needs for the page's inline scripts, in the order they appear. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\stype="([^"]*)"/.exec(match[1])?.[1];
    if (!match[2] || (type && !RUN_TYPES.test(type))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const origin = (url) => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

/** What neither the pages nor the editor may do: frame, embed plugins, move the base or post elsewhere. */
const LOCKED_DOWN = ["frame-src 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"];

/** A page's policy: its own inline scripts, the site itself, the EmailJS API and the media host. */
export function pagePolicy(hashes, env = process.env) {
  const config = parsePublicEnv(env);
  const media = origin(config.mediaBaseUrl);
  const emailjs = origin(config.emailJs.origin);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Style attributes (blur placeholders, layout variables) need 'unsafe-inline'; no style can run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`.trim(),
    // Fonts, and video without a media host, fall back to default-src.
    ...(media ? [`media-src 'self' ${media}`] : []),
    `connect-src 'self' ${emailjs}`.trim(),
    "worker-src 'self'",
    ...LOCKED_DOWN,
  ].join('; ');
}

/**
 * The editor's policy. Decap compiles its config validator with `new Function` ('unsafe-eval'), styles
 * itself with injected <style> tags, talks to the GitHub API once the owner has signed in, and shows avatars
 * and pictures from GitHub. In local editing it reaches decap-server through the same origin
 * (scripts/cms.mjs), so 'self'. A picture uploaded into a draft is read back from its blob: URL.
 */
export function editorPolicy(env = process.env) {
  const media = origin(parsePublicEnv(env).mediaBaseUrl);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com ${media}`.trim(),
    `media-src 'self' blob: ${media}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self' blob: https://api.github.com",
    ...LOCKED_DOWN,
  ].join('; ');
}

const CHARSET = /<meta charset="utf-8"\s*\/?>/i;
const POLICY_ELEMENT = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** The element as written into a page (a policy never holds a double quote or an angle bracket). */
export const policyElement = (policy) => `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;

/** The page's policy element, or undefined. */
export const policyOf = (html) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

/** The page as it was before its policy element was added. */
export const withoutPolicy = (html) => html.replace(POLICY_ELEMENT, '');

/**
 * The page with `policy` right after its <meta charset>. A page that has one already gets it replaced, so
 * running the step twice changes nothing. A page without a charset element in its first 1024 bytes is
 * refused: a browser that is sent no charset would then guess the encoding of the policy and of the text.
 */
export function withPolicy(html, policy) {
  if (/["<>]/.test(policy)) throw new Error(`A policy cannot hold " < or >: ${policy}`);
  const page = withoutPolicy(html);
  const charset = CHARSET.exec(page);
  if (!charset || charset.index + charset[0].length > 1024)
    throw new Error('The page has no <meta charset="utf-8"> in its first 1024 bytes');
  const at = charset.index + charset[0].length;
  const firstScript = page.search(/<script[\s>]/i);
  if (firstScript !== -1 && firstScript < at)
    throw new Error('A script comes before the page’s <meta charset>');
  return `${page.slice(0, at)}${policyElement(policy)}${page.slice(at)}`;
}
