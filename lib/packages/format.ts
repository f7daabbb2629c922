import type { Level } from '@/content/schemas';
import { inEnglish, type Translate } from '@/lib/i18n/fill';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const PRICE_ON_REQUEST = 'Price on request';

/** "₹2,600 per person", or "Price on request" when the package has no price; in `t`'s language. */
export function formatRate(rate: number | null | undefined, t: Translate = inEnglish): string {
  return rate == null ? t(PRICE_ON_REQUEST) : t('{price} per person', { price: rupees.format(rate) });
}

/** The duration as written in the content, or "N/A" when it is missing. */
export function formatDuration(duration: string | null | undefined, t: Translate = inEnglish): string {
  return duration?.trim() || t('N/A');
}

const levels = {
  easy: { label: 'Easy', step: 1 },
  medium: { label: 'Medium', step: 2 },
  hard: { label: 'Hard', step: 3 },
} as const satisfies Record<Level, { label: string; step: number }>;

export const LEVEL_STEPS = 3;

/** The difficulty in words ("Medium") and as a step out of LEVEL_STEPS for the meter. */
export function describeLevel(level: Level, t: Translate = inEnglish): { label: string; step: number } {
  return { label: t(levels[level].label), step: levels[level].step };
}

/** "4 KB", "1.2 MB": a file size as a link text shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
