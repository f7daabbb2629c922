import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, a later Tailwind utility winning over an earlier one. For server components:
 * client islands use plain `clsx`, since tailwind-merge would add ~9 KiB gzip to first-load JavaScript.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
