import { isBefore } from 'date-fns';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EnquiryOptions } from '@/content/schemas';
import { loadDraft, saveDraft } from '@/lib/enquiry/draft-storage';
import { parseDateInput } from '@/lib/enquiry/enquiry-date';
import type { EnquiryInput, EnquiryValues } from '@/lib/enquiry/enquiry-schema';
import { tripFromSearch, withTrip } from '@/lib/enquiry/trip-link';

/**
 * What the form starts with in this browser: the saved draft (after a reload or a crash), then the trip
 * from a package card's link (`?trip=camping:yellapetty-tent-camp`). A draft's past or unreadable date becomes today.
 */
export function initialValues(empty: EnquiryInput, options: EnquiryOptions, today: Date): EnquiryInput {
  const draft = loadDraft();
  const draftDate = draft ? parseDateInput(draft.date) : null;
  const date = draft && draftDate && !isBefore(draftDate, today) ? draft.date : empty.date;
  const values = draft ? { ...empty, ...draft, date } : empty;
  const trip = tripFromSearch(window.location.search, options);
  return trip ? withTrip(values, trip) : values;
}

/** Saves every change to sessionStorage, so nothing typed is lost to a reload. */
export function useDraftAutosave(
  form: UseFormReturn<EnquiryInput, unknown, EnquiryValues>,
  empty: EnquiryInput,
) {
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(values as EnquiryInput, empty));
    return () => subscription.unsubscribe();
  }, [form, empty]);
}
