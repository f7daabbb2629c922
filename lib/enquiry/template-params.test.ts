import { describe, expect, it } from 'vitest';
import { parseDateInput } from './enquiry-date';
import { emptyEnquiry, type EnquiryValues } from './enquiry-schema';
import { enquirySummary, toTemplateParams } from './template-params';
import { testOptions } from '@/test/fixtures/enquiry-options';

const group = (on: boolean, options: string[] = []) => ({ on, options });

const values = (overrides: Partial<EnquiryValues> = {}): EnquiryValues => ({
  firstName: 'Anjali',
  lastName: '',
  email: 'anjali@example.com',
  phone: '9876543210',
  adults: 2,
  kids: 0,
  date: parseDateInput('05/12/2026') as Date,
  trips: { trekking: group(false), camping: group(false), adventure: group(false), natureEducation: false },
  trap: '',
  ...overrides,
});

describe('toTemplateParams', () => {
  it('maps every field to the template names, as strings, with the chosen trips by name in list order', () => {
    const params = toTemplateParams(
      values({
        lastName: 'Nair',
        kids: 1,
        trips: {
          trekking: group(true, ['peak', 'ridge-walk']),
          camping: group(true, ['lake-camp']),
          adventure: group(false),
          natureEducation: true,
        },
      }),
      testOptions,
      'KV-TEST42',
    );
    expect(params).toEqual({
      reference: 'KV-TEST42',
      firstName: 'Anjali',
      lastName: 'Nair',
      phone: '9876543210',
      email: 'anjali@example.com',
      adults: '2',
      kids: '1',
      date: 'Saturday, 5 December 2026',
      trekking: 'Ridge Walk, Peak Climb',
      camping: 'Lake Camp',
      adventure: 'N/A',
      natureEducation: 'Yes',
      language: 'English (en)',
    });
  });

  it('sends an empty last name as ""', () => {
    expect(toTemplateParams(values(), testOptions, 'KV-TEST42').lastName).toBe('');
  });

  it('sends "N/A" for an unticked group even when options were kept, and for a ticked empty one', () => {
    const params = toTemplateParams(
      values({
        trips: {
          trekking: group(false, ['forest-loop']),
          camping: group(true, []),
          adventure: group(true, ['kayaking']),
          natureEducation: false,
        },
      }),
      testOptions,
      'KV-TEST42',
    );
    expect(params.trekking).toBe('N/A');
    expect(params.camping).toBe('N/A');
    expect(params.adventure).toBe('Kayaking');
    expect(params.natureEducation).toBe('No');
  });

  it('drops options that are not on the list', () => {
    const params = toTemplateParams(
      values({ trips: { ...emptyEnquiry('').trips, adventure: group(true, ['bungee', 'zipline']) } }),
      testOptions,
      'KV-TEST42',
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
          camping: group(true, ['peak']),
          natureEducation: true,
        },
      }),
      testOptions,
      'KV-TEST42',
    );
    expect(enquirySummary(params)).toBe(
      [
        'Hello! I would like to plan a trip.',
        'Reference: KV-TEST42',
        'Name: Anjali Nair',
        'Phone: 9876543210',
        'Email: anjali@example.com',
        'Date: Saturday, 5 December 2026',
        'Adults: 2, kids below 8: 0',
        'Camping: Peak Camp',
        'Nature Education',
      ].join('\n'),
    );
  });
});
