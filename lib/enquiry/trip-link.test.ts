import { describe, expect, it } from 'vitest';
import { enquiryLink } from '@/lib/trips/links';
import { emptyEnquiry } from './enquiry-schema';
import { testOptions } from '@/test/fixtures/enquiry-options';
import { tripFromSearch, withTrip } from './trip-link';

const searchOf = (href: string) => new URL(href, 'https://example.com').search;

describe('tripFromSearch', () => {
  it('reads back the trip of a package card link, in the right group when ids repeat across groups', () => {
    expect(tripFromSearch(searchOf(enquiryLink('trekking', 'peak')), testOptions)).toEqual({
      group: 'trekking',
      id: 'peak',
    });
    expect(tripFromSearch(searchOf(enquiryLink('camping', 'peak')), testOptions)).toEqual({
      group: 'camping',
      id: 'peak',
    });
    expect(tripFromSearch('?trip=adventure%3Azipline', testOptions)).toEqual({
      group: 'adventure',
      id: 'zipline',
    });
  });

  it.each([
    '',
    '?trip=',
    '?trip=trekking',
    '?trip=trekking:',
    '?trip=glamping:x',
    '?trip=trekking:nowhere',
    '?trip=toString:x',
    '?other=1',
  ])('ignores %j', (search) => {
    expect(tripFromSearch(search, testOptions)).toBeNull();
  });
});

describe('withTrip', () => {
  it('ticks the group and adds the option once, keeping the rest', () => {
    const start = emptyEnquiry('05/12/2026');
    start.trips.trekking = { on: false, options: ['forest-loop'] };
    const once = withTrip(start, { group: 'trekking', id: 'peak' });
    expect(once.trips.trekking).toEqual({ on: true, options: ['forest-loop', 'peak'] });
    expect(withTrip(once, { group: 'trekking', id: 'peak' }).trips.trekking.options).toHaveLength(2);
    expect(once.trips.camping).toEqual(start.trips.camping);
  });
});
