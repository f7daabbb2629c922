import { z } from 'zod';
import { LIMITS, TRIP_GROUPS, type EnquiryInput } from './enquiry-schema';

export const DRAFT_KEY = 'enquiry-draft-v1';

type Draft = Omit<EnquiryInput, 'fax'>;

/* A draft is whatever was typed, so only its shape is checked; the form validates on submit. */
const text = z.string().max(20_000);
const group = z.object({
  on: z.boolean(),
  options: z.array(z.string().max(LIMITS.option)).max(LIMITS.optionsPerGroup),
});
const draftSchema = z.object({
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  adults: text,
  kids: text,
  date: text,
  trips: z.object({ trekking: group, camping: group, adventure: group, natureEducation: z.boolean() }),
});

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(): Draft | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'adults', 'kids'] as const;

/** Worth keeping when anything differs from the empty form (today's date alone is not a draft). */
function isWorthKeeping(values: EnquiryInput, empty: EnquiryInput): boolean {
  const typed = TEXT_FIELDS.some((key) => values[key].trim() !== empty[key].trim());
  const { trips } = values;
  return (
    typed ||
    trips.natureEducation ||
    TRIP_GROUPS.some((name) => trips[name].on || trips[name].options.length > 0)
  );
}

/** Saves what was typed, never the honeypot. */
export function saveDraft(values: EnquiryInput, empty: EnquiryInput): void {
  const draft: Draft = { ...values };
  delete (draft as Partial<EnquiryInput>).fax;
  try {
    if (isWorthKeeping(values, empty)) storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
    else storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or refused: the form still works, the draft is just not kept.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {}
}
