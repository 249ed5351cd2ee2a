// npm run bench:lighthouse: Lighthouse (mobile, Debian's Chromium) three times on each key public page of the
// production build with fresh demo data; prints the median of each category and of LCP and TBT.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { ensureBuild, ROOT } from '../scripts/ensure-build.mjs';

import { newestNewsId } from './page-bytes.mjs';
import { startServer, stopServer } from './server.mjs';

const PORT = 3302;
const BASE_URL = `http://localhost:${PORT}`;
const RUNS = 3;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES = ['/mm', '/mm/blog/8=1', '/mm/detail/{news}', '/mw', '/mw/agenda', '/yellow-page', '/yellow-page/10'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Asynchronous on purpose: a blocked event loop would miss the server closing idle keep-alive connections. */
async function lighthouse(url, outputPath) {
  await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));

  return {
    scores: CATEGORIES.map((category) => Math.round(report.categories[category].score * 100)),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
const server = await startServer({
  port: PORT,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SITE_URL: '',
    PORT: String(PORT),
    NODE_ENV: 'production',
  },
});
const rows = [];
try {
  const newsId = await newestNewsId(BASE_URL);
  for (const page of PAGES) {
    const url = `${BASE_URL}${page.replace('{news}', newsId)}`;
    // The first request renders and caches the page, as a visitor after the first one finds it.
    await fetch(url).then((response) => response.arrayBuffer());
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(url, path.join(dataDir, `report-${run}.json`)));
    rows.push({
      page: page.replace('{news}', newsId),
      ...Object.fromEntries(
        CATEGORIES.map((category, index) => [category, median(runs.map((run) => run.scores[index]))]),
      ),
      'LCP ms': Math.round(median(runs.map((run) => run.lcp))),
      'TBT ms': Math.round(median(runs.map((run) => run.tbt))),
    });
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Lighthouse mobile, median of ${RUNS}:`);
console.table(rows);
