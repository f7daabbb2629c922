import type { ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { OG_SIZE } from '@/lib/seo';
import { cardFonts } from './card-fonts';

/**
 * A sharing card as JPEG bytes: satori lays the element out and shapes its text with HarfBuzz (the
 * conjuncts and reordered vowel signs of Malayalam and Tamil, as a browser draws them) into an SVG whose
 * text is outlines; sharp paints that SVG.
 */
export async function drawCard(card: ReactNode): Promise<Uint8Array> {
  const svg = await satori(card, { ...OG_SIZE, fonts: cardFonts() });
  // Full colour resolution (4:4:4) keeps the words' edges clean against the photograph.
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
}
