import { createElement, type ReactNode } from 'react';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM } from '@/scripts/chromium.mjs';
import { OG_SIZE } from '@/lib/seo';
import { cardFonts } from './card-fonts';
import { drawCard } from './draw-card';

/*
 * The cards' renderer draws Malayalam and Tamil as Chromium does: the conjuncts formed, the vowel signs
 * reordered. Each word is drawn by drawCard and by Chromium from the same font file; their ink must match in
 * size and shape. A drawing of the same word letter by letter (what a renderer without shaping makes: a
 * visible virama, a vowel sign after its consonant) must not.
 */
const WORDS = [
  { family: 'Noto Sans Malayalam', word: 'മീശപ്പുലിമല' },
  { family: 'Noto Sans Malayalam', word: 'ട്രെക്ക്' },
  { family: 'Noto Sans Tamil', word: 'மலையேற்றம்' },
];
const SIZE = 96;
const WEIGHT = 700;
const box = { display: 'flex', padding: 40, background: 'white', color: 'black', fontSize: SIZE } as const;

type Ink = { gray: Buffer; width: number; x: number; y: number; w: number; h: number };

/** The dark pixels of a drawing: the box around them, and the grey levels to compare within it. */
async function inkOf(png: Uint8Array): Promise<Ink> {
  const { data, info } = await sharp(png).flatten({ background: '#fff' }).grayscale().raw().toBuffer({
    resolveWithObject: true,
  });
  let [x0, y0, x1, y1] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! < 128)
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return { gray: data, width: info.width, x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** How far two drawings differ, their boxes laid on each other: 0 the same, 1 no ink in common. */
function inkDifference(a: Ink, b: Ink): number {
  const at = (ink: Ink, x: number, y: number) =>
    x < ink.w && y < ink.h ? 255 - ink.gray[(ink.y + y) * ink.width + ink.x + x]! : 0;
  let [apart, total] = [0, 0];
  for (let y = 0; y < Math.max(a.h, b.h); y++)
    for (let x = 0; x < Math.max(a.w, b.w); x++) {
      apart += Math.abs(at(a, x, y) - at(b, x, y));
      total += Math.max(at(a, x, y), at(b, x, y));
    }
  return apart / total;
}

const fontOf = (family: string) =>
  cardFonts().find((font) => font.name.startsWith(family) && font.weight === WEIGHT)!;

const cardOf = (family: string, text: ReactNode) =>
  drawCard(
    createElement(
      'div',
      { style: { ...box, ...OG_SIZE, fontFamily: fontOf(family).name, fontWeight: WEIGHT } },
      text,
    ),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM, args: CHROMIUM_ARGS });
}, 30_000);
afterAll(() => browser?.close());

async function chromiumDrawing(family: string, word: string): Promise<Uint8Array> {
  const page = await browser.newPage({ viewport: OG_SIZE });
  const font = Buffer.from(fontOf(family).data as ArrayBuffer).toString('base64');
  await page.setContent(
    `<style>@font-face { font-family: Card; font-weight: ${WEIGHT}; src: url(data:font/woff;base64,${font}) }
     body { margin: 0; padding: ${box.padding}px; font: ${WEIGHT} ${SIZE}px Card; background: white; color: black }</style>
     <span>${word}</span>`,
  );
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot();
  await page.close();
  return png;
}

describe('the sharing cards’ renderer shapes Malayalam and Tamil', () => {
  for (const { family, word } of WORDS) {
    it(`draws ${word} as Chromium does, and unlike the letters drawn one by one`, async () => {
      const [shaped, browserDrawn, unshaped] = await Promise.all([
        cardOf(family, word).then(inkOf),
        chromiumDrawing(family, word).then(inkOf),
        // Each letter its own element: no shaping across them, as in a renderer that places glyphs by code point.
        cardOf(
          family,
          Array.from(word, (letter, i) => createElement('span', { key: i }, letter)),
        ).then(inkOf),
      ]);
      expect(shaped.w).toBeGreaterThan(0);
      expect(Math.abs(shaped.w - browserDrawn.w) / browserDrawn.w).toBeLessThan(0.02);
      expect(Math.abs(shaped.h - browserDrawn.h) / browserDrawn.h).toBeLessThan(0.02);
      expect(inkDifference(shaped, browserDrawn)).toBeLessThan(0.2);
      expect(inkDifference(unshaped, browserDrawn)).toBeGreaterThan(0.3);
    }, 20_000);
  }
});
