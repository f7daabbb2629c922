import { describe, expect, it } from 'vitest';
import { DEFAULTS, parsePublicEnv, publicEnvProblems } from './env-schema.mjs';

describe('public configuration', () => {
  it('fills in defaults for unset and blank variables', () => {
    const env = parsePublicEnv({ NEXT_PUBLIC_SITE_URL: '  ', NEXT_PUBLIC_PHONE: ' ' });
    expect(env.siteUrl).toBe(DEFAULTS.siteUrl);
    expect(env.mediaBaseUrl).toBe('');
    expect(env.emailJs.origin).toBe(DEFAULTS.emailJsOrigin);
  });

  it('trims values and drops trailing slashes of addresses', () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_SITE_URL: ' https://www.example.org/ ',
      NEXT_PUBLIC_MEDIA_BASE_URL: 'https://cdn.example.org/site//',
    });
    expect(env.siteUrl).toBe('https://www.example.org');
    expect(env.mediaBaseUrl).toBe('https://cdn.example.org/site');
  });

  it('names every variable that breaks a rule, and refuses to start with it', () => {
    const raw = {
      NEXT_PUBLIC_SITE_URL: 'www.example.org',
      NEXT_PUBLIC_MEDIA_BASE_URL: 'cdn',
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'ftp://api.example.org',
    };
    const problems = publicEnvProblems(raw);
    expect(problems.map((line) => line.split(' ')[0])).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_MEDIA_BASE_URL',
      'NEXT_PUBLIC_EMAILJS_ORIGIN',
    ]);
    expect(() => parsePublicEnv(raw)).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });

  it("refuses the contact variables the editor's Settings replaced, saying where they went", () => {
    const problems = publicEnvProblems({ NEXT_PUBLIC_PHONE: '+91 94470 12345' });
    expect(problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_PHONE is no longer read: .*Settings/)]);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_EMAIL: 'a@b.in' })).toThrow(/NEXT_PUBLIC_EMAIL/);
  });
});
