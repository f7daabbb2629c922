/**
 * The 10 digits of an Indian phone number as people type it: spaces, dashes, dots and brackets are
 * ignored, and a leading +91, 0091, 91 (on 12 digits) or 0 (on 11 digits) is dropped. Null otherwise.
 */
export function normalizeIndianPhone(input: string): string | null {
  let digits = input.trim().replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? digits : null;
}
