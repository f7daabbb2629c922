/**
 * A phone number as people in India type it ("098470 12345", "+91 98470-12345", "9847012345",
 * "0091 98470 12345") in one canonical form, "+91 98470 12345", so tel: and WhatsApp links work.
 * A number of another country must start with + and its country code; it keeps its digits, grouped as typed.
 * Returns null for anything that is not a phone number.
 */
export function normalisePhone(typed: string): string | null {
  const text = typed.trim();
  if (!/^\(?\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const international = /^\(?\+/.test(text) || digits.startsWith('00');
  const withoutExit = digits.startsWith('00') ? digits.slice(2) : digits;
  if (international && !withoutExit.startsWith('91')) {
    return /^[1-9]\d{7,14}$/.test(withoutExit) ? `+${withoutExit}` : null;
  }
  const national = international
    ? withoutExit.slice(2)
    : digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.replace(/^0/, '');
  if (!/^[1-9]\d{9}$/.test(national)) return null;
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}

/** "+919847012345" for a tel: link. */
export const telDigits = (canonical: string) => `+${canonical.replace(/\D/g, '')}`;

/** "919847012345" for a wa.me link. */
export const whatsappDigits = (canonical: string) => canonical.replace(/\D/g, '');
