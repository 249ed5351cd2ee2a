import 'server-only';

import { openImage } from '@/lib/images/open-image';

import type { SeedFile } from '../files';

/** JPEG for photographs-like scenes: small files (20 to 40 KB for a news cover). */
export function jpegFile(key: string, svg: () => string, quality = 84): SeedFile {
  return {
    key,
    contentType: 'image/jpeg',
    render: () => openImage(Buffer.from(svg())).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer(),
  };
}

/** PNG for flat logos, which stay crisp and small as PNG. */
export function pngFile(key: string, svg: () => string): SeedFile {
  return {
    key,
    contentType: 'image/png',
    render: () => openImage(Buffer.from(svg())).png({ compressionLevel: 9, palette: true }).toBuffer(),
  };
}
