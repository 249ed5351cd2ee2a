// Writes a brotli (.br) and a gzip (.gz) copy beside every script and stylesheet of the build, once, at the
// strongest settings: nginx sends them as they are (brotli_static, gzip_static) instead of compressing each
// answer at a middling level. The hashed files never change, so the copies never go stale.
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import { listFiles, STATIC_DIR } from './build-files.mjs';

const COMPRESSIBLE = /\.(?:js|css)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function precompress(file) {
  const content = await readFile(file);
  const [brotliCopy, gzipCopy] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotliCopy), writeFile(`${file}.gz`, gzipCopy)]);
}

async function precompressAssets() {
  const files = await listFiles(STATIC_DIR, COMPRESSIBLE);
  await Promise.all(files.map(precompress));

  return files.length;
}

const count = await precompressAssets();
console.log(`Precompressed ${count} build assets (.br, .gz).`);
