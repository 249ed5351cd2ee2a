// node scripts/make-favicon.mjs: writes public/favicon.ico from the association's logo (public/images/logo.svg).
// Pages name the SVG logo as their icon; /favicon.ico is what browsers, feed readers and crawlers ask for when a
// page names none (a PDF, an API answer, the address alone). Run it again when the logo changes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [16, 32, 48];
const HEADER_BYTES = 6;
// As lib/images/open-image.ts: no input decodes past 40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;
const ENTRY_BYTES = 16;

/** An ICO file of PNG images (every browser since 2007 reads PNG entries). */
function icoOf(images) {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;

    return entry;
  });

  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const logo = await readFile(path.join(ROOT, 'public', 'images', 'logo.svg'));
const images = await Promise.all(
  SIZES.map(async (size) => ({
    size,
    png: await sharp(logo, { density: 72 * (size / 64) * 4, limitInputPixels: MAX_INPUT_PIXELS })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  })),
);
await writeFile(path.join(ROOT, 'public', 'favicon.ico'), icoOf(images));
console.log(`Wrote public/favicon.ico (${SIZES.join(', ')} px).`);
