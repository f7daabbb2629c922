/**
 * Phone numbers as people type them, read in one place: the owner's in Settings and a visitor's in the
 * enquiry form. An Indian number is its 10 digits after an optional +91, 0091, 91 (on 12 digits) or trunk 0
 * (on 11 digits), with spaces, dashes, dots and brackets ignored; it never starts with 0 (that 0 is the trunk
 * prefix, not part of the number), so "098470 12345" is 9847012345 and "0123456789" is refused. A number of
 * another country starts with + or 00 and its country code.
 */
export type ParsedPhone = { country: '91'; national: string } | { country: 'other'; digits: string };

const TYPED = /^\(?\+?[\d\s().-]+$/;

export function parsePhone(typed: string): ParsedPhone | null {
  const text = typed.trim();
  if (!TYPED.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const international = /^\(?\+/.test(text) || digits.startsWith('00');
  const withoutExit = digits.startsWith('00') ? digits.slice(2) : digits;
  if (international && !withoutExit.startsWith('91')) {
    return /^[1-9]\d{7,14}$/.test(withoutExit) ? { country: 'other', digits: withoutExit } : null;
  }
  const national = international
    ? withoutExit.slice(2)
    : digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return /^[1-9]\d{9}$/.test(national) ? { country: '91', national } : null;
}

/** The 10 digits of an Indian number, as the enquiry form sends it to the operator; null otherwise. */
export function indianPhoneDigits(typed: string): string | null {
  const phone = parsePhone(typed);
  return phone?.country === '91' ? phone.national : null;
}

/**
 * The canonical form the site shows and links from: "+91 98470 12345"; another country's number as its
 * digits after +. Null for anything that is not a phone number.
 */
export function normalisePhone(typed: string): string | null {
  const phone = parsePhone(typed);
  if (!phone) return null;
  if (phone.country === 'other') return `+${phone.digits}`;
  return `+91 ${phone.national.slice(0, 5)} ${phone.national.slice(5)}`;
}

/** "+919847012345" for a tel: link. */
export const telDigits = (canonical: string) => `+${canonical.replace(/\D/g, '')}`;

/** "919847012345" for a wa.me link. */
export const whatsappDigits = (canonical: string) => canonical.replace(/\D/g, '');
