import type { EnquiryOptions } from '@/content/schemas';
import { formatEnquiryDate } from './enquiry-date';
import { TRIP_GROUP_IDS, type TripGroup } from '@/content/trip-groups';
import { type EnquiryValues } from './enquiry-schema';

/** The EmailJS template parameters, named as the operator's e-mail template uses them; every value is a string. */
export type EnquiryTemplateParams = {
  /** The enquiry's reference: a resend of the same enquiry carries the same one. */
  reference: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  adults: string;
  kids: string;
  date: string;
  trekking: string;
  camping: string;
  adventure: string;
  natureEducation: 'Yes' | 'No';
};

export const NOT_CHOSEN = 'N/A';

/**
 * A group's chosen options as the e-mail names them, in the list's order, or "N/A" when the group is
 * unticked or empty. The form keeps option ids; this is the one place they become labels.
 */
function chosen(values: EnquiryValues, options: EnquiryOptions, group: TripGroup): string {
  const { on, options: picked } = values.trips[group];
  if (!on) return NOT_CHOSEN;
  const labels = options[group]
    .filter((option) => picked.includes(option.packageId))
    .map((option) => option.label);
  return labels.length ? labels.join(', ') : NOT_CHOSEN;
}

export function toTemplateParams(
  values: EnquiryValues,
  options: EnquiryOptions,
  reference: string,
): EnquiryTemplateParams {
  return {
    reference,
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    email: values.email,
    adults: String(values.adults),
    kids: String(values.kids),
    date: formatEnquiryDate(values.date),
    trekking: chosen(values, options, 'trekking'),
    camping: chosen(values, options, 'camping'),
    adventure: chosen(values, options, 'adventure'),
    natureEducation: values.trips.natureEducation ? 'Yes' : 'No',
  };
}

const GROUP_NAMES: Record<TripGroup, string> = {
  trekking: 'Trekking',
  camping: 'Camping',
  adventure: 'Adventure activities',
};

/** The enquiry as a WhatsApp message, offered when sending fails. */
export function enquirySummary(params: EnquiryTemplateParams): string {
  const name = [params.firstName, params.lastName].filter(Boolean).join(' ');
  const trips = TRIP_GROUP_IDS.filter((group) => params[group] !== NOT_CHOSEN).map(
    (group) => `${GROUP_NAMES[group]}: ${params[group]}`,
  );
  if (params.natureEducation === 'Yes') trips.push('Nature Education');
  return [
    'Hello! I would like to plan a trip.',
    `Reference: ${params.reference}`,
    `Name: ${name}`,
    `Phone: ${params.phone}`,
    `Email: ${params.email}`,
    `Date: ${params.date}`,
    `Adults: ${params.adults}, kids below 8: ${params.kids}`,
    ...trips,
  ].join('\n');
}
