// Marks every script of the build for eager compilation. V8 compiles a function's body the first time it is
// called, on the main thread; Turbopack wraps each module in a function that runs when the page boots, so booting
// a public page compiled some 450 KB of module code in one main-thread task (30 ms here, four times that on a
// mid-range phone: most of the page's blocking time). With this magic comment at the top of a file (V8's explicit
// compile hints, Chrome 136 and later) V8 compiles all of its functions on a background thread while the file
// streams in. Other engines read it as a comment. Runs after `next build`, before the precompressed copies.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { listFiles, STATIC_DIR } from './build-files.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';

async function hintEagerCompile() {
  const scripts = await listFiles(path.join(STATIC_DIR, 'chunks'), /\.js$/);
  let hinted = 0;
  await Promise.all(
    scripts.map(async (file) => {
      const content = await readFile(file, 'utf8');
      if (content.startsWith(HINT)) return;
      await writeFile(file, HINT + content);
      hinted += 1;
    }),
  );

  return hinted;
}

const count = await hintEagerCompile();
console.log(`Marked ${count} scripts for eager compilation.`);
