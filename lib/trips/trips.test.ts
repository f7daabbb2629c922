import { describe, expect, it } from 'vitest';
import type { TripEntry } from '@/content/schemas';
import { relatedTrips, tripEnquiryHref, tripPath, tripReviews } from './links';
import { toTrip, trips, type Trip } from './trips';

const trek: TripEntry = {
  id: 'ridge',
  name: 'Ridge',
  tagline: 'A ridge walk',
  image: '/media/treks/top-valley.jpg',
  location: 'Somewhere',
  duration: '3–5 hrs',
  highlights: ['a', 'b', 'c'],
  sections: [
    {
      heading: 'Trail facts',
      points: [
        { key: 'Distance', value: 'Long, as written on the card' },
        { key: 'Terrain', value: 'Grass' },
        { key: 'Best season', value: 'Winter' },
      ],
    },
    { heading: 'Good to know', points: [{ key: 'Start point', value: 'The gate' }] },
  ],
  level: 'easy',
  rate: null,
  comingSoon: false,
  inEnquiryForm: true,
};

const camp: TripEntry = {
  ...trek,
  id: 'camp',
  rate: 2000,
  comingSoon: false,
  sections: [
    { heading: 'Day 1', points: [{ key: '2:00 PM', value: 'Arrive' }] },
    { heading: 'Day 2', points: [{ key: '6:00 AM', value: 'Sunrise' }] },
    { heading: 'Inclusions', points: [{ key: 'Stay', value: 'Tent' }] },
  ],
};

describe('a trip built from its content', () => {
  it('takes a quick fact from its own field first, else from the detail point of that name', () => {
    const trip = toTrip('trekking', { ...trek, distance: 'About 8 km', groupSize: 'Up to 10' });
    expect(trip.facts).toEqual([
      { label: 'Distance', value: 'About 8 km' },
      { label: 'Start point', value: 'The gate' },
      { label: 'Best season', value: 'Winter' },
      { label: 'Group size', value: 'Up to 10' },
    ]);
  });

  it('leaves out of the detail sections the points the quick facts show, and sections left empty', () => {
    const trip = toTrip('trekking', trek);
    expect(trip.details).toEqual([{ heading: 'Trail facts', points: [{ key: 'Terrain', value: 'Grass' }] }]);
  });

  it("shows a camp's Day sections as its itinerary, or else the plan of the day", () => {
    expect(toTrip('camping', camp).days.map((day) => day.heading)).toEqual(['Day 1', 'Day 2']);
    const itinerary = [{ key: 'Start', value: 'Meet the guide' }];
    expect(toTrip('trekking', { ...trek, itinerary }).days).toEqual([
      { heading: 'The day', points: itinerary },
    ]);
    expect(toTrip('trekking', trek).days).toEqual([]);
  });

  it('reads the same shape in every group, with what the group adds: the name of a plan', () => {
    const itinerary = [{ key: 'Briefing', value: 'How the ride works' }];
    const activity = toTrip('adventure', { ...trek, itinerary, sections: [] });
    expect(activity.days).toEqual([{ heading: 'The session', points: itinerary }]);
  });

  it('is in the enquiry form only when its switch is on and it is not coming soon', () => {
    expect(toTrip('trekking', trek).inEnquiryForm).toBe(true);
    expect(toTrip('trekking', { ...trek, inEnquiryForm: false }).inEnquiryForm).toBe(false);
    expect(toTrip('trekking', { ...trek, comingSoon: true }).inEnquiryForm).toBe(false);
  });
});

describe('related trips', () => {
  const make = (group: Trip['group'], id: string, comingSoon = false) =>
    ({ ...toTrip('trekking', trek), group, id, comingSoon }) as Trip;
  const all = [
    make('trekking', 'a'),
    make('trekking', 'b'),
    make('trekking', 'c'),
    make('camping', 'x', true),
    make('camping', 'y'),
  ];

  it('are the trips after it in its group, wrapping round, then other groups, never itself or coming soon', () => {
    expect(relatedTrips(all[1]!, all).map((trip) => trip.id)).toEqual(['c', 'a', 'y']);
    expect(relatedTrips(all[4]!, all).map((trip) => trip.id)).toEqual(['a', 'b', 'c']);
    expect(relatedTrips(all[0]!, all, 2).map((trip) => trip.id)).toEqual(['b', 'c']);
  });

  it('in the real content, differ from the trip and link to real trip pages', () => {
    const paths = new Set(trips.map(tripPath));
    for (const trip of trips) {
      const related = relatedTrips(trip);
      expect(related).not.toContain(trip);
      for (const other of related) expect(paths.has(tripPath(other))).toBe(true);
    }
  });
});

describe('links and reviews of a trip', () => {
  it('has a path under its group, and an enquiry link only when the form offers it', () => {
    expect(tripPath({ group: 'adventure', id: 'zipline' })).toBe('/adventure-activities/zipline/');
    expect(tripEnquiryHref({ group: 'trekking', id: 'ridge', inEnquiryForm: true })).toBe(
      '/?trip=trekking:ridge#enquiry',
    );
    expect(tripEnquiryHref({ group: 'trekking', id: 'ridge', inEnquiryForm: false })).toBeNull();
  });

  it('gets the reviews that name it in its own group only', () => {
    const reviews = [
      { id: 1, name: 'A, B', review: 'x', treks: ['ridge'] },
      { id: 2, name: 'A, B', review: 'y', camps: ['ridge'] },
      { id: 3, name: 'A, B', review: 'z' },
    ];
    expect(tripReviews({ group: 'trekking', id: 'ridge' }, reviews).map((review) => review.id)).toEqual([1]);
    expect(tripReviews({ group: 'camping', id: 'ridge' }, reviews).map((review) => review.id)).toEqual([2]);
  });
});
