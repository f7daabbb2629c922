import type { Config } from 'tailwindcss';

/** Design tokens. Components use these names, never raw hex values. */
export default {
  theme: {
    extend: {
      colors: {
        // Lime is for fills (buttons, dots, badges) with ink text on top; on white, text uses lime-ink (7:1).
        lime: { DEFAULT: '#84cc16', soft: '#ecfccb', ink: '#3f6212' },
        forest: { DEFAULT: '#0f3d3e', deep: '#0a2a2b', mid: '#1f5f4a', leaf: '#3f8f5f' },
        mist: { DEFAULT: '#f3f7f4', deep: '#e3ece6' },
        ink: { DEFAULT: '#112220', soft: '#3d4f4b', faint: '#5b6b67' },
        sunrise: '#f59e0b',
        whatsapp: '#25d366',
      },
      fontFamily: {
        sans: ['var(--font-manrope)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      zIndex: {
        overlay: '1000',
        menu: '1000',
        modal: '1100',
        tooltip: '1100',
        toast: '1200',
      },
      maxWidth: { content: '76rem' },
    },
  },
} satisfies Config;
