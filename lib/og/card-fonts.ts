import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Font } from 'satori';

/**
 * The faces a sharing card is drawn with, read from their packages at build time. Latin first (the brand's
 * Geist, with the punctuation the script faces lack), then one face per script the site is written in: a
 * language in a new script adds its @fontsource package here. A glyph missing from one face is taken from
 * the next (₹ comes from a Noto face). Satori reads .woff, not .woff2.
 */
const FACES = [
  { family: 'Geist', package: 'geist', subsets: ['latin', 'latin-ext'] },
  { family: 'Noto Sans Malayalam', package: 'noto-sans-malayalam', subsets: ['malayalam'] },
  { family: 'Noto Sans Tamil', package: 'noto-sans-tamil', subsets: ['tamil'] },
] as const;

/** The weights the card's text uses (components/seo/share-card.tsx). */
const WEIGHTS = [400, 700, 800] as const;

/* Satori picks one file per family and weight, so each subset is a family of its own. */
const SUBSETS = FACES.flatMap((face) =>
  face.subsets.map((subset) => ({ name: `${face.family} ${subset}`, package: face.package, subset })),
);

/** The card's font-family: every face, in order. */
export const CARD_FONT_FAMILY = SUBSETS.map((subset) => subset.name).join(', ');

function fontFile(pkg: string, subset: string, weight: number): Buffer {
  const name = `${pkg}-${subset}-${weight}-normal.woff`;
  return readFileSync(join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', name));
}

let loaded: Font[] | undefined;

/** Every face in every weight, read once: satori keeps what it parsed of the same list between cards. */
export function cardFonts(): Font[] {
  loaded ??= SUBSETS.flatMap(({ name, package: pkg, subset }) =>
    WEIGHTS.map((weight) => ({
      name,
      data: fontFile(pkg, subset, weight),
      weight,
      style: 'normal' as const,
    })),
  );
  return loaded;
}
