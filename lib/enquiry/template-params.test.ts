import { describe, expect, it } from 'vitest';
import { enquiryOptions } from '@/content/enquiry-options';
import { emptyEnquiry, type EnquiryValues } from './enquiry-schema';
import { enquirySummary, toTemplateParams } from './template-params';

const group = (on: boolean, options: string[] = []) => ({ on, options });

const values = (overrides: Partial<EnquiryValues> = {}): EnquiryValues => ({
  firstName: 'Anjali',
  lastName: '',
  email: 'anjali@example.com',
  phone: '9876543210',
  adults: 2,
  kids: 0,
  date: new Date(2026, 11, 5),
  trips: { trekking: group(false), camping: group(false), adventure: group(false), natureEducation: false },
  fax: '',
  ...overrides,
});

describe('toTemplateParams', () => {
  it('maps every field to the spec names, as strings', () => {
    const params = toTemplateParams(
      values({
        lastName: 'Nair',
        kids: 1,
        trips: {
          trekking: group(true, ['Chinnar Wildlife Sanctury', 'Letchmi Hills']),
          camping: group(true, ['Yellapetty Camp']),
          adventure: group(false),
          natureEducation: true,
        },
      }),
      enquiryOptions,
    );
    expect(params).toEqual({
      firstName: 'Anjali',
      lastName: 'Nair',
      phone: '9876543210',
      email: 'anjali@example.com',
      adults: '2',
      kids: '1',
      date: 'Saturday, 5 December 2026',
      trekking: 'Letchmi Hills, Chinnar Wildlife Sanctury',
      camping: 'Yellapetty Camp',
      adventure: 'N/A',
      natureEducation: 'Yes',
    });
  });

  it('sends an empty last name as ""', () => {
    expect(toTemplateParams(values(), enquiryOptions).lastName).toBe('');
  });

  it('sends "N/A" for an unticked group even when options were kept, and for a ticked empty one', () => {
    const params = toTemplateParams(
      values({
        trips: {
          trekking: group(false, ['Top Valley']),
          camping: group(true, []),
          adventure: group(true, ['Kayaking']),
          natureEducation: false,
        },
      }),
      enquiryOptions,
    );
    expect(params.trekking).toBe('N/A');
    expect(params.camping).toBe('N/A');
    expect(params.adventure).toBe('Kayaking');
    expect(params.natureEducation).toBe('No');
  });

  it('drops options that are not on the list', () => {
    const params = toTemplateParams(
      values({ trips: { ...emptyEnquiry('').trips, adventure: group(true, ['Bungee', 'Zip-line']) } }),
      enquiryOptions,
    );
    expect(params.adventure).toBe('Zip-line');
  });
});

describe('enquirySummary', () => {
  it('lists the enquiry for a WhatsApp message, chosen trips only', () => {
    const params = toTemplateParams(
      values({
        lastName: 'Nair',
        trips: {
          ...emptyEnquiry('').trips,
          camping: group(true, ['Meesapulimalai Camp']),
          natureEducation: true,
        },
      }),
      enquiryOptions,
    );
    expect(enquirySummary(params)).toBe(
      [
        'Hello! I would like to plan a trip.',
        'Name: Anjali Nair',
        'Phone: 9876543210',
        'Email: anjali@example.com',
        'Date: Saturday, 5 December 2026',
        'Adults: 2, kids below 8: 0',
        'Camping: Meesapulimalai Camp',
        'Nature Education',
      ].join('\n'),
    );
  });
});
