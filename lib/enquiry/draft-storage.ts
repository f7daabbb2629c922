import { z } from '@/lib/zod.mjs';
import { TRIP_GROUP_IDS, type TripGroup } from '@/content/trip-groups';
import { emptyEnquiry, LIMITS, type EnquiryInput } from './enquiry-schema';

export const DRAFT_KEY = 'enquiry-draft-v1';

type Draft = Omit<EnquiryInput, 'trap'>;

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'adults', 'kids'] as const;
const emptyGroup = () => ({ on: false, options: [] });

/** Longer than any field may be, so a draft never cuts what the form accepts. */
export const DRAFT_FIELD_LIMIT = 500;

/*
 * A draft is whatever was typed, so only its shape is checked; the form validates on submit. Each part
 * that is unreadable or too long falls back on its own, so one bad field never loses the rest.
 */
const text = (fallback = '') =>
  z
    .string()
    .transform((value) => value.slice(0, DRAFT_FIELD_LIMIT))
    .catch(fallback);
const group = z
  .object({
    on: z.boolean(),
    options: z.array(z.string().max(LIMITS.option)).max(LIMITS.optionsPerGroup),
  })
  .catch(emptyGroup);
const draftSchema = z.object({
  firstName: text(),
  lastName: text(),
  email: text(),
  phone: text(),
  adults: text(),
  kids: text(emptyEnquiry('').kids),
  date: text(),
  trips: z
    .object({
      ...(Object.fromEntries(TRIP_GROUP_IDS.map((id) => [id, group])) as Record<TripGroup, typeof group>),
      natureEducation: z.boolean().catch(false),
    })
    .catch(() => ({
      ...(Object.fromEntries(TRIP_GROUP_IDS.map((id) => [id, emptyGroup()])) as Record<
        TripGroup,
        ReturnType<typeof emptyGroup>
      >),
      natureEducation: false,
    })),
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
    const draft = draftSchema.parse(JSON.parse(raw));
    return isWorthKeeping(draft, emptyEnquiry('')) ? draft : null;
  } catch {
    return null;
  }
}

/** Worth keeping when anything differs from the empty form (today's date alone is not a draft). */
function isWorthKeeping(values: Draft, empty: EnquiryInput): boolean {
  const typed = TEXT_FIELDS.some((key) => values[key].trim() !== empty[key].trim());
  const { trips } = values;
  return (
    typed ||
    trips.natureEducation ||
    TRIP_GROUP_IDS.some((name) => trips[name].on || trips[name].options.length > 0)
  );
}

/** Saves what was typed, each field capped, never the honeypot. */
export function saveDraft(values: EnquiryInput, empty: EnquiryInput): void {
  const draft: Draft = { ...values };
  delete (draft as Partial<EnquiryInput>).trap;
  for (const key of [...TEXT_FIELDS, 'date'] as const)
    draft[key] = String(draft[key]).slice(0, DRAFT_FIELD_LIMIT);
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
