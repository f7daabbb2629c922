import { PDFDocument, StandardFonts } from 'pdf-lib';
import { site } from '@/content/site';
import { describeLevel, formatDuration, formatRate } from '@/lib/packages/format';
import { TRIP_GROUPS } from '@/content/trip-groups';
import type { Trip } from '@/lib/trips/trips';
import { A4, colour, MARGIN, printable, WIDTH, wrap, Writer } from './pdf-writer';

function drawHeader(w: Writer, trip: Trip, noun: string) {
  const { bold, regular } = w.fonts;
  const titleLines = wrap(trip.name, bold, 28, WIDTH);
  const taglineLines = wrap(trip.summary, regular, 12.5, WIDTH);
  const height = 78 + titleLines.length * 32 + taglineLines.length * 18;
  const top = A4.height;
  w.page.drawRectangle({ x: 0, y: top - height, width: A4.width, height, color: colour.forest });
  w.page.drawRectangle({ x: 0, y: top - height - 5, width: A4.width, height: 5, color: colour.lime });
  let y = top - 44;
  w.text(`${noun.toUpperCase()}  |  ${site.name.toUpperCase()}`, MARGIN, y, 9, bold, colour.lime);
  y -= 12;
  for (const line of titleLines) {
    y -= 32;
    w.text(line, MARGIN, y, 28, bold, colour.white);
  }
  y -= 6;
  for (const line of taglineLines) {
    y -= 18;
    w.text(line, MARGIN, y, 12.5, regular, colour.mist);
  }
  w.y = top - height - 5 - 20;
}

function drawFacts(w: Writer, trip: Trip) {
  const { bold } = w.fonts;
  const facts: [string, string][] = [
    ...(trip.location ? [['Location', trip.location] as [string, string]] : []),
    ['Duration', formatDuration(trip.duration)],
    ...(trip.level ? [['Level', describeLevel(trip.level).label] as [string, string]] : []),
    ['Rate', formatRate(trip.rate)],
  ];
  const columnWidth = WIDTH / facts.length;
  const lines = facts.map(([, value]) => wrap(value, bold, 11, columnWidth - 14));
  const height = 26 + Math.max(...lines.map((l) => l.length)) * 15;
  w.room(height);
  w.page.drawRectangle({ x: MARGIN, y: w.y - height, width: WIDTH, height, color: colour.mist });
  facts.forEach(([label], index) => {
    const x = MARGIN + index * columnWidth + 12;
    w.text(label.toUpperCase(), x, w.y - 16, 8, bold, colour.faint);
    lines[index]!.forEach((line, row) => w.text(line, x, w.y - 31 - row * 15, 11, bold, colour.ink));
  });
  w.y -= height;
}

function drawComingSoon(w: Writer) {
  const { bold } = w.fonts;
  const label = 'COMING SOON';
  w.y -= 30;
  w.page.drawRectangle({
    x: MARGIN,
    y: w.y - 6,
    width: bold.widthOfTextAtSize(label, 10) + 20,
    height: 22,
    color: colour.lime,
  });
  w.text(label, MARGIN + 10, w.y + 1, 10, bold, colour.forest);
  w.y -= 6;
}

function drawHighlights(w: Writer, highlights: string[]) {
  w.heading('Highlights');
  for (const item of highlights) {
    const baseline = w.paragraph(item, { x: MARGIN + 16, width: WIDTH - 16, size: 10.5 });
    w.page.drawCircle({ x: MARGIN + 5, y: baseline + 3.5, size: 2.5, color: colour.lime });
    w.y -= 1;
  }
}

function drawSection(w: Writer, section: Trip['sections'][number]) {
  const { bold, regular } = w.fonts;
  const keyWidth = 112;
  const lineHeight = 13.5;
  w.heading(section.heading);
  for (const point of section.points) {
    const keyLines = wrap(point.key, bold, 9.5, keyWidth - 12);
    const valueLines = wrap(point.value, regular, 10, WIDTH - keyWidth);
    const height = Math.max(keyLines.length, valueLines.length) * lineHeight + 8;
    w.room(height);
    const baseline = w.y - 13.5;
    keyLines.forEach((line, row) =>
      w.text(line, MARGIN, baseline - row * lineHeight, 9.5, bold, colour.forest),
    );
    valueLines.forEach((line, row) =>
      w.text(line, MARGIN + keyWidth, baseline - row * lineHeight, 10, regular),
    );
    w.y -= height;
    w.page.drawLine({
      start: { x: MARGIN, y: w.y + 2 },
      end: { x: MARGIN + WIDTH, y: w.y + 2 },
      thickness: 0.5,
      color: colour.mist,
    });
  }
}

function drawContact(w: Writer, noun: string) {
  const { bold, regular } = w.fonts;
  const rows = [
    ['Phone', site.phone, site.phoneHref],
    ['E-mail', site.email, `mailto:${site.email}`],
    ['WhatsApp', site.whatsappUrl.replace(/^https:\/\//, ''), site.whatsappUrl],
  ] as const;
  const height = 46 + rows.length * 18;
  w.room(height + 30);
  w.y -= 28;
  w.page.drawRectangle({ x: MARGIN, y: w.y - height, width: WIDTH, height, color: colour.limeSoft });
  w.text(
    `Book this ${noun}: we will call you back to plan it`,
    MARGIN + 16,
    w.y - 24,
    12,
    bold,
    colour.forest,
  );
  rows.forEach(([label, value, href], index) => {
    const y = w.y - 46 - index * 18;
    w.text(label, MARGIN + 16, y, 10, bold, colour.faint);
    w.text(value, MARGIN + 96, y, 10.5, regular, colour.ink);
    w.link(href, MARGIN + 96, y - 4, regular.widthOfTextAtSize(printable(value, regular), 10.5), 16);
  });
  w.y -= height;
}

function drawFooters(w: Writer) {
  const pages = w.doc.getPages();
  const line = `${site.name}  |  ${site.address.locality}, ${site.address.city}, ${site.address.region}  |  ${site.phone}  |  ${site.email}`;
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN, y: 48 },
      end: { x: MARGIN + WIDTH, y: 48 },
      thickness: 0.75,
      color: colour.mist,
    });
    page.drawText(printable(line, w.fonts.regular), {
      x: MARGIN,
      y: 32,
      size: 8,
      font: w.fonts.regular,
      color: colour.faint,
    });
    const count = `${index + 1} / ${pages.length}`;
    const countWidth = w.fonts.regular.widthOfTextAtSize(count, 8);
    page.drawText(count, {
      x: MARGIN + WIDTH - countWidth,
      y: 32,
      size: 8,
      font: w.fonts.regular,
      color: colour.faint,
    });
  });
}

/** The brochure PDF of a trip, made from the same Trip as its card and page. */
export async function brochurePdf(trip: Trip): Promise<Uint8Array> {
  const { noun } = TRIP_GROUPS[trip.group];
  // No creation dates or producer stamp: the same content gives the same bytes, so the size the card
  // shows is the size of the file.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${trip.name}: ${noun} brochure`, { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setSubject(trip.summary);
  doc.setLanguage('en-IN');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const w = new Writer(doc, fonts);
  drawHeader(w, trip, noun);
  drawFacts(w, trip);
  if (trip.comingSoon) drawComingSoon(w);
  if (trip.note) {
    w.y -= 8;
    w.paragraph(trip.note, { font: fonts.italic, color: colour.faint, size: 10 });
  }
  drawHighlights(w, trip.highlights);
  for (const section of trip.sections) drawSection(w, section);
  drawContact(w, noun);
  drawFooters(w);
  return doc.save();
}
