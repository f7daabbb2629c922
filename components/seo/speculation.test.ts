import { describe, expect, it } from 'vitest';
import { trips } from '@/lib/trips/trips';
import { groupPageSpeculations, menuSpeculations, tripPageSpeculations } from './page-speculations';
import { linksTo, ON_SCREEN, SPECULATION_GATE, speculationRules } from './speculation';

const selectorsOf = (rules: ReturnType<typeof speculationRules>) =>
  rules.prerender.flatMap((rule) => rule.where.selector_matches);

describe('speculation rules', () => {
  it('take a link only behind the gate, and only as one of the site own pages', () => {
    const rules = speculationRules([{ links: [linksTo('/trekking/')], eagerness: 'immediate' }]);
    expect(rules.prerender).toHaveLength(1);
    for (const selector of selectorsOf(rules)) {
      expect(selector.startsWith(`:root[${SPECULATION_GATE}] `)).toBe(true);
      for (const excluded of [
        '[href^="//"]',
        '[download]',
        '[target]',
        '[href^="/admin"]',
        '[href$=".pdf" i]',
      ])
        expect(selector).toContain(excluded);
    }
  });

  it('refuse an address that is not one of the site own', () => {
    expect(() => linksTo('https://example.com/')).toThrow();
    expect(() => linksTo('//example.com/')).toThrow();
  });

  it('write a link on screen only when the rule asks for it', () => {
    const selector = (onScreen: boolean) =>
      selectorsOf(speculationRules([{ links: ['a'], eagerness: 'immediate', onScreen }])).join();
    expect(selector(true)).toContain(`[${ON_SCREEN}]`);
    expect(selector(false)).not.toContain(`[${ON_SCREEN}]`);
  });

  it('leave out a rule with no links', () => {
    expect(speculationRules([{ links: [], eagerness: 'eager' }]).prerender).toEqual([]);
  });

  it('for every page, stay within the prerenders Chrome keeps at once', () => {
    const perTrip = trips.map((trip) => tripPageSpeculations(trip));
    const groups = (['trekking', 'camping', 'adventure'] as const).map((group) =>
      groupPageSpeculations(group),
    );
    for (const speculations of [...perTrip, ...groups]) {
      const soon = speculations.filter((rule) => ['immediate', 'eager'].includes(rule.eagerness));
      // A group's rule takes a trip once its link has been on the screen; a trip's, two addresses.
      for (const rule of soon) expect(rule.onScreen || rule.links.length <= 2).toBe(true);
    }
    expect(menuSpeculations.every((rule) => rule.eagerness === 'moderate')).toBe(true);
  });
});
