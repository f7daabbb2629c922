import type { Config } from 'tailwindcss';
import { breakpoints, colors, zIndex } from './lib/design-tokens';

const px = (value: number) => `${value}px`;

/** Tailwind's theme, from the design tokens. Components use these names, never raw hex values. */
export default {
  theme: {
    // All of them, smallest first: Tailwind orders its responsive rules by this list.
    screens: Object.fromEntries(Object.entries(breakpoints).map(([name, width]) => [name, px(width)])),
    extend: {
      colors,
      zIndex: Object.fromEntries(Object.entries(zIndex).map(([name, value]) => [name, String(value)])),
      maxWidth: { content: '76rem' },
    },
  },
} satisfies Config;
