import { describe, expect, it } from 'vitest';
import { enquiryOptions } from '@/content/enquiry-options';
import { emptyEnquiry } from './enquiry-schema';
import { tripFromSearch, withTrip } from './trip-link';

describe('tripFromSearch', () => {
  it('finds the group and label of a package link', () => {
    expect(tripFromSearch('?trip=trekking:meesapulimalai', enquiryOptions)).toEqual({
      group: 'trekking',
      label: 'Meesapulimalai',
    });
    expect(tripFromSearch('?trip=camping:meesapulimalai', enquiryOptions)).toEqual({
      group: 'camping',
      label: 'Meesapulimalai Camp',
    });
    expect(tripFromSearch('?trip=camping%3Akolukkumalai-sunrise', enquiryOptions)).toEqual({
      group: 'camping',
      label: 'Kolukkumalai Sunrise Camp',
    });
    expect(tripFromSearch('?trip=adventure:zipline', enquiryOptions)).toEqual({
      group: 'adventure',
      label: 'Zip-line',
    });
  });

  it.each([
    '',
    '?trip=',
    '?trip=trekking',
    '?trip=glamping:x',
    '?trip=trekking:nowhere',
    '?trip=toString:x',
    '?other=1',
  ])('ignores %j', (search) => {
    expect(tripFromSearch(search, enquiryOptions)).toBeNull();
  });
});

describe('withTrip', () => {
  it('ticks the group and adds the option once, keeping the rest', () => {
    const start = emptyEnquiry('05/12/2026');
    start.trips.trekking = { on: false, options: ['Top Valley'] };
    const once = withTrip(start, { group: 'trekking', label: 'Meesapulimalai' });
    expect(once.trips.trekking).toEqual({ on: true, options: ['Top Valley', 'Meesapulimalai'] });
    expect(
      withTrip(once, { group: 'trekking', label: 'Meesapulimalai' }).trips.trekking.options,
    ).toHaveLength(2);
    expect(once.trips.camping).toEqual(start.trips.camping);
  });
});
