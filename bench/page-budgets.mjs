// npm run bench:budgets: serves the production build on fresh demo data and prints, for each key public page,
// its HTML (raw and gzip), the inline RSC payload inside it and its first-load JavaScript (gzip), against the
// page's budget. Exits with 1 when a page is over, so that a regression shows.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { ensureBuild, ROOT } from '../scripts/ensure-build.mjs';

import { startServer, stopServer } from './server.mjs';

const PORT = 3301;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, 'bench', '.budget-data');
const KB = 1024;
const JS_BUDGET = 110 * KB;

/** Uncompressed HTML budgets (and gzip where one is set) per page; `{news}` is the newest news item. */
const PAGES = [
  { path: '/mm', html: 80 * KB },
  { path: '/mm/blog/8=1', html: 60 * KB, gzip: 12 * KB },
  { path: '/mm/detail/{news}', html: 60 * KB },
  { path: '/mm/contact', html: 35 * KB },
  { path: '/mm/assessment', html: 35 * KB },
  { path: '/en/mm', html: 80 * KB },
  { path: '/en/mm/contact', html: 35 * KB },
];

const gzipBytes = (buffer) => gzipSync(buffer).length;

/** The RSC payload React reads to hydrate: the strings pushed to self.__next_f. */
function payloadBytes(html) {
  let bytes = 0;
  for (const [, chunk] of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    try {
      const [, text] = JSON.parse(chunk);
      if (typeof text === 'string') bytes += Buffer.byteLength(text);
    } catch {
      // a push of another shape carries no payload text
    }
  }

  return bytes;
}

/** The scripts a modern browser loads for the page (the noModule polyfill is skipped by it), gzip. */
async function firstLoadJsBytes(html) {
  const sources = [...html.matchAll(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="([^"]+)"/gi)].map(([, src]) => src);
  const sizes = await Promise.all(
    [...new Set(sources)].map(async (src) => gzipBytes(Buffer.from(await (await fetch(new URL(src, BASE_URL))).arrayBuffer()))),
  );

  return sizes.reduce((sum, size) => sum + size, 0);
}

async function newestNewsId() {
  const html = await (await fetch(`${BASE_URL}/mm/blog/8=1`)).text();
  const ids = [...html.matchAll(/href="\/mm\/detail\/(\d+)"/g)].map(([, id]) => Number(id));
  if (ids.length === 0) throw new Error('no news item found on /mm/blog/8=1');

  return String(Math.max(...ids));
}

async function measure(page, newsId) {
  const pagePath = page.path.replace('{news}', newsId);
  // The first request renders and caches the page; the second is what visitors get.
  await fetch(`${BASE_URL}${pagePath}`).then((response) => response.arrayBuffer());
  const response = await fetch(`${BASE_URL}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const buffer = Buffer.from(await response.arrayBuffer());
  const html = buffer.toString('utf8');
  const measured = { page: pagePath, html: buffer.length, gzip: gzipBytes(buffer), payload: payloadBytes(html), js: await firstLoadJsBytes(html) };
  const over = [
    measured.html > page.html && 'html',
    page.gzip && measured.gzip > page.gzip && 'gzip',
    measured.js > JS_BUDGET && 'js',
  ].filter(Boolean);

  return { ...measured, budget: page.html, over };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

ensureBuild();
rmSync(DATA_DIR, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR, DATABASE_URL: '', SMTP_URL: '', SITE_URL: '', PORT: String(PORT), NODE_ENV: 'production' };
const server = await startServer({ port: PORT, env });
let results;
try {
  const newsId = await newestNewsId();
  results = [];
  for (const page of PAGES) results.push(await measure(page, newsId));
} finally {
  await stopServer(server);
  rmSync(DATA_DIR, { recursive: true, force: true });
}

console.table(
  results.map((result) => ({
    page: result.page,
    html: kb(result.html),
    'html budget': kb(result.budget),
    gzip: kb(result.gzip),
    'RSC payload': kb(result.payload),
    'JS (gzip)': kb(result.js),
    'JS budget': kb(JS_BUDGET),
    status: result.over.length === 0 ? 'ok' : `over: ${result.over.join(', ')}`,
  })),
);
if (results.some((result) => result.over.length > 0)) process.exitCode = 1;
