import { describe, expect, it } from 'vitest';
import { DEFAULTS, parsePublicEnv, publicEnvProblems } from './env-schema.mjs';

describe('public configuration', () => {
  it('fills in defaults for unset and blank variables', () => {
    const env = parsePublicEnv({ NEXT_PUBLIC_SITE_URL: '  ', NEXT_PUBLIC_PHONE: undefined });
    expect(env.siteUrl).toBe(DEFAULTS.siteUrl);
    expect(env.mediaBaseUrl).toBe('');
    expect(env.phone).toBeUndefined();
    expect(env.emailJs.origin).toBe(DEFAULTS.emailJsOrigin);
  });

  it('trims values and drops trailing slashes of addresses', () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_SITE_URL: ' https://www.example.org/ ',
      NEXT_PUBLIC_MEDIA_BASE_URL: 'https://cdn.example.org/site//',
      NEXT_PUBLIC_PHONE: '+91 94470 12345',
    });
    expect(env.siteUrl).toBe('https://www.example.org');
    expect(env.mediaBaseUrl).toBe('https://cdn.example.org/site');
    expect(env.phone).toBe('+91 94470 12345');
  });

  it('names every variable that breaks a rule, and refuses to start with it', () => {
    const raw = {
      NEXT_PUBLIC_SITE_URL: 'www.example.org',
      NEXT_PUBLIC_EMAIL: 'not-an-address',
      NEXT_PUBLIC_WHATSAPP_NUMBER: '98765',
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'ftp://api.example.org',
    };
    const problems = publicEnvProblems(raw);
    expect(problems.map((line) => line.split(' ')[0])).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_EMAIL',
      'NEXT_PUBLIC_WHATSAPP_NUMBER',
      'NEXT_PUBLIC_EMAILJS_ORIGIN',
    ]);
    expect(() => parsePublicEnv(raw)).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });
});
