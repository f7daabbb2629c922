import { activities } from './adventure';
import { camps } from './camps';
import type { EnquiryOption, EnquiryOptions, TripEntry } from './schemas';
import { treks } from './treks';

const offered = (trips: TripEntry[]): EnquiryOption[] =>
  trips
    .filter((trip) => trip.inEnquiryForm && !trip.comingSoon)
    .map((trip) => ({
      label: trip.name,
      packageId: trip.id,
      ...(trip.calendar ? { calendar: trip.calendar } : {}),
    }));

/**
 * The trips the enquiry form offers, made from the trips themselves: each under its name (also the text the
 * enquiry e-mail carries), unless its "Offered in the enquiry form" switch is off. A trip coming soon is not
 * offered: its card has no "Enquire" link.
 */
export const enquiryOptions: EnquiryOptions = {
  trekking: offered(treks),
  camping: offered(camps),
  adventure: offered(activities),
};
