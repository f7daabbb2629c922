import { describe, expect, it, vi } from 'vitest';
import type { TripEntry } from './schemas';

/* Made-up trips stand in for the operator's: the expected options are written out here, not computed. */
const trip = (id: string, fields: Partial<TripEntry> = {}) =>
  ({ id, name: `The ${id}`, inEnquiryForm: true, ...fields }) as TripEntry;
const calendar = { weekdays: ['saturday'], closures: [] } as unknown as TripEntry['calendar'];

vi.mock('./treks', () => ({
  treks: [
    trip('ridge'),
    trip('left-out', { inEnquiryForm: false }),
    trip('soon', { comingSoon: true }),
    trip('weekends', { calendar }),
  ],
}));
vi.mock('./camps', () => ({ camps: [trip('lake')] }));
vi.mock('./adventure', () => ({ activities: [trip('zipline', { inEnquiryForm: false })] }));

const { enquiryOptions } = await import('./enquiry-options');

describe('the enquiry form’s trips', () => {
  it('are the trips offered in it, under their names, with their calendars, none coming soon', () => {
    expect(enquiryOptions).toEqual({
      trekking: [
        { label: 'The ridge', packageId: 'ridge' },
        { label: 'The weekends', packageId: 'weekends', calendar },
      ],
      camping: [{ label: 'The lake', packageId: 'lake' }],
      adventure: [],
    });
  });
});
