import { activities } from './adventure';
import { camps } from './camps';
import type { EnquiryOption, EnquiryOptions } from './schemas';
import { treks } from './treks';

type Trip = { id: string; name: string; inEnquiryForm: boolean };

const offered = (trips: Trip[]): EnquiryOption[] =>
  trips.filter((trip) => trip.inEnquiryForm).map((trip) => ({ label: trip.name, packageId: trip.id }));

/**
 * The trips the enquiry form offers, made from the trips themselves: each under its name (also the text the
 * enquiry e-mail carries), unless its "Offered in the enquiry form" switch is off. A camp coming soon is not
 * offered: its card has no "Enquire" link.
 */
export const enquiryOptions: EnquiryOptions = {
  trekking: offered(treks),
  camping: offered(camps.filter((camp) => !camp.comingSoon)),
  adventure: offered(activities),
};
