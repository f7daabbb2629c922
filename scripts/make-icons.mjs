// Renders app/icon.svg into app/favicon.ico (16, 32 and 48 px PNG frames) and app/apple-icon.png (180 px
// on the brand colour). Run after changing the mark: `node scripts/make-icons.mjs`. Outputs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('app/icon.svg');
const sizes = [16, 32, 48];
const frames = await Promise.all(
  sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()),
);

// ICO: a 6-byte header, a 16-byte directory entry per frame, then the PNG frames themselves.
const header = Buffer.alloc(6 + 16 * frames.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(frames.length, 4);
let offset = header.length;
frames.forEach((frame, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(sizes[index] % 256, entry);
  header.writeUInt8(sizes[index] % 256, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(frame.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += frame.length;
});
writeFileSync('app/favicon.ico', Buffer.concat([header, ...frames]));

const apple = await sharp(svg, { density: 384 })
  .resize(148, 148)
  .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#0f3d3e' })
  .flatten({ background: '#0f3d3e' })
  .png()
  .toBuffer();
writeFileSync('app/apple-icon.png', apple);
console.log('Wrote app/favicon.ico and app/apple-icon.png');
