/** No 0/O, 1/I/L or 5/S: a reference is read out on the phone and typed from a screenshot. */
const ALPHABET = '2346789ABCDEFGHJKMNPQRTUVWXYZ';
const LENGTH = 6;

/**
 * A short reference for one enquiry, e.g. "KV-7Q3M9K": sent with it, shown to the visitor and written into
 * the WhatsApp/call fallback, so the operator can tell a resend of the same enquiry from a new one.
 */
export function newReference(random: (values: Uint8Array) => Uint8Array = (v) => crypto.getRandomValues(v)) {
  const picks = random(new Uint8Array(LENGTH));
  return `KV-${Array.from(picks, (value) => ALPHABET[value % ALPHABET.length]).join('')}`;
}
