import { describe, expect, it } from 'vitest';
import { fillWords, paragraphs } from './fill-words';

describe('fillWords', () => {
  it('puts each value in its placeholder, as often as it appears', () => {
    expect(fillWords('{site} keeps it {days} days; ask {site}.', { site: 'Valley', days: 7 })).toBe(
      'Valley keeps it 7 days; ask Valley.',
    );
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(fillWords('Call {contcat}.', { contact: 'Anitha' })).toBe('Call {contcat}.');
  });
});

describe('paragraphs', () => {
  it('splits at empty lines, blank ones with spaces included, and drops empty paragraphs', () => {
    expect(paragraphs('One line\nstill one.\n\n  \nTwo.\n \n\n')).toEqual(['One line\nstill one.', 'Two.']);
  });
});

describe("the privacy page's words", () => {
  it('refuses a placeholder the page does not fill, naming the ones it does', async () => {
    const { privacyFileSchema } = await import('./schemas');
    const data = (await import('./data/privacy.json')).default;
    expect(privacyFileSchema.safeParse(data).success).toBe(true);
    const typo = { ...data, intro: 'Ask {contcat} about {site}.' };
    const result = privacyFileSchema.safeParse(typo);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['intro', 'a word in braces must be one of {site}, {days}, {contact}, {date}'],
    ]);
  });
});
