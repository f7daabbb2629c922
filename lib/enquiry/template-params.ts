import type { EnquiryOptions } from '@/content/schemas';
import { inEnglish, type Translate } from '@/lib/i18n/fill';
import { formatEnquiryDate } from './enquiry-date';
import { TRIP_GROUPS, TRIP_GROUP_IDS, type TripGroup } from '@/content/trip-groups';
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
  natureEducation: 'Yes' | 'No';
  /** The language of the page the visitor wrote from, e.g. "Malayalam (ml)": the owner can reply in kind. */
  language: string;
} & Record<TripGroup, string>; // each group's chosen trips, named by the group's id: "trekking", "camping"…

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
  language = 'English (en)',
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
    ...(Object.fromEntries(TRIP_GROUP_IDS.map((group) => [group, chosen(values, options, group)])) as Record<
      TripGroup,
      string
    >),
    natureEducation: values.trips.natureEducation ? 'Yes' : 'No',
    language,
  };
}

/** The WhatsApp message's lines, as interface strings. */
export const SUMMARY_WORDS = [
  'Hello! I would like to plan a trip.',
  'Reference: {reference}',
  'Name: {name}',
  'Phone: {phone}',
  'Email: {email}',
  'Date: {date}',
  'Adults: {adults}, kids below 8: {kids}',
  '{group}: {trips}',
  'Nature Education',
  ...TRIP_GROUP_IDS.map((group) => TRIP_GROUPS[group].inSentence),
];

/**
 * The enquiry as a WhatsApp message, offered when sending fails, in the visitor's language: `t` gives the
 * words, `tripName` a trip's name in that language from its English one, `date` the date as the visitor reads it.
 */
export function enquirySummary(
  params: EnquiryTemplateParams,
  t: Translate = inEnglish,
  tripName: (english: string) => string = (english) => english,
  date: string = params.date,
): string {
  const name = [params.firstName, params.lastName].filter(Boolean).join(' ');
  const trips = TRIP_GROUP_IDS.filter((group) => params[group] !== NOT_CHOSEN).map((group) =>
    t('{group}: {trips}', {
      group: t(TRIP_GROUPS[group].inSentence),
      trips: params[group].split(', ').map(tripName).join(', '),
    }),
  );
  if (params.natureEducation === 'Yes') trips.push(t('Nature Education'));
  return [
    t('Hello! I would like to plan a trip.'),
    t('Reference: {reference}', { reference: params.reference }),
    t('Name: {name}', { name }),
    t('Phone: {phone}', { phone: params.phone }),
    t('Email: {email}', { email: params.email }),
    t('Date: {date}', { date }),
    t('Adults: {adults}, kids below 8: {kids}', { adults: params.adults, kids: params.kids }),
    ...trips,
  ].join('\n');
}
