import { PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { colors } from '@/lib/design-tokens';

/** A token's `#rrggbb` as a PDF colour. */
function pdfColour(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return rgb(r, g, b);
}

export const colour = {
  forest: pdfColour(colors.forest.DEFAULT),
  lime: pdfColour(colors.lime.DEFAULT),
  limeSoft: pdfColour(colors.lime.soft),
  mist: pdfColour(colors.mist.deep),
  ink: pdfColour(colors.ink.DEFAULT),
  faint: pdfColour(colors.ink.faint),
  white: rgb(1, 1, 1),
};

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const WIDTH = A4.width - 2 * MARGIN;
const FOOTER_TOP = 64;

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/**
 * Helvetica only knows WinAnsi: the rupee sign becomes "Rs. " and anything else it cannot draw is
 * dropped, so content never breaks the build.
 */
export function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/₹\s?/g, 'Rs. '))
    .filter((char) => known.has(char.codePointAt(0) ?? 0))
    .join('');
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text, font).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return line ? [...lines, line] : lines;
}

/** A4 pages in the brand's colours: lays text out top to bottom, starting a new page when the next block would run into the footer. */
export class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.addPage();
  }

  addPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Keeps the next `height` points together on one page. */
  room(height: number) {
    if (this.y - height < FOOTER_TOP + 12) this.addPage();
  }

  text(text: string, x: number, y: number, size: number, font: PDFFont, color = colour.ink) {
    this.page.drawText(printable(text, font), { x, y, size, font, color });
  }

  /** Wrapped paragraph at `x`, `width` wide; moves the cursor below it. Returns its first baseline. */
  paragraph(
    text: string,
    { x = MARGIN, width = WIDTH, size = 10.5, font = this.fonts.regular, color = colour.ink } = {},
  ) {
    const lineHeight = size * 1.45;
    let first: number | undefined;
    for (const line of wrap(text, font, size, width)) {
      this.room(lineHeight);
      const baseline = this.y - (lineHeight - size) / 2 - size * 0.8;
      first ??= baseline;
      this.text(line, x, baseline, size, font, color);
      this.y -= lineHeight;
    }
    return first ?? this.y;
  }

  heading(text: string) {
    this.room(60);
    this.y -= 24;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 1, width: 4, height: 13, color: colour.lime });
    this.text(text, MARGIN + 12, this.y, 13, this.fonts.bold, colour.forest);
    this.y -= 6;
  }

  link(url: string, x: number, y: number, width: number, height: number) {
    const { context } = this.doc;
    const annotation = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, y, x + width, y + height],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
  }
}
