// npm run bench:cache-flood: a stranger requests 10,000 addresses made up on the spot (search terms, unknown
// addresses, unknown directory categories, months without news) while readers read the site. The pages readers
// use must stay in the page cache: each is asked for once after the flood and must answer from it
// (x-nextjs-cache: HIT) in the time a stored page takes. Serves the production build on its own embedded
// database; FLOOD_REQUESTS and PAGE_CACHE_MAX_ENTRIES (the cache's capacity, 5,000 by default) may be set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ensureBuild } from '../scripts/ensure-build.mjs';

import { startServer, stopServer } from './server.mjs';
import { summarize } from './stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3305);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const FLOOD_REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 10_000);
const CONCURRENCY = 4;
/** The reader page probed during the flood, as often as a busy site's readers would ask for it. */
const PROBED_PAGE = '/mm/blog/8=1';
const PROBE_EVERY = 250;
/** Pages readers use: read before the flood, so that each is stored, and once more after it. */
const READER_PAGES = [
  '/mm',
  '/mm/blog/8=2',
  '/mm/blog/13=1',
  '/mm/contact',
  '/mm/about',
  '/mw',
  '/mw/agenda',
  '/yellow-page',
  '/yellow-page?main=01',
  '/yellow-page/10',
  '/en/mm',
  '/en/mm/blog/8=1',
];

/** Made-up addresses of the kinds a stranger can invent without end. */
const FLOOD_KINDS = [
  (token) => `/mm/blog/${encodeURIComponent(`хайлт ${token}`)}=1`,
  (token) => `/en/mm/blog/${token}=1`,
  (token) => `/mm/${token}`,
  (token) => `/yellow-page?sub=${parseInt(token.slice(0, 5), 16) + 100_000}`,
  (token) =>
    `/mm/blog/${1000 + (parseInt(token.slice(0, 4), 16) % 999)}-0${1 + (parseInt(token.slice(4, 5), 16) % 9)}=1`,
  (token) => `/yellow-page?q=${token}`,
];

/** Answered from the page cache: fresh, or past its freshness while a background render renews it. */
const isFromCache = (result) => result.cache === 'HIT' || result.cache === 'STALE';

/** One request, read to its end: its status, whether the page cache answered, and its time in ms. */
async function timedGet(pathname) {
  const started = performance.now();
  const response = await fetch(`${BASE_URL}${pathname}`, { redirect: 'manual' });
  await response.arrayBuffer();

  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache') ?? '-',
    ms: performance.now() - started,
  };
}

/** Asks for each page until the cache answers it, so that the reader pages start stored. */
async function warm(pages) {
  for (const page of pages) {
    for (let attempt = 0; attempt < 5 && !isFromCache(await timedGet(page)); attempt += 1);
  }
}

async function flood() {
  const probes = [];
  const statuses = new Map();
  let next = 0;
  async function worker() {
    while (next < FLOOD_REQUESTS) {
      const index = next;
      next += 1;
      const address = FLOOD_KINDS[index % FLOOD_KINDS.length](randomBytes(8).toString('hex'));
      const { status } = await timedGet(address);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (index % PROBE_EVERY === 0) probes.push(await timedGet(PROBED_PAGE));
      if (index > 0 && index % 1000 === 0) console.log(`  ${index} made-up addresses requested`);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  return { seconds: (performance.now() - started) / 1000, probes, statuses: Object.fromEntries(statuses) };
}

function report(label, results) {
  const hits = results.filter(isFromCache).length;
  const { p50, p95 } = summarize(results.map((result) => result.ms));
  console.log(
    `${label.padEnd(44)} ${String(hits).padStart(4)}/${String(results.length).padEnd(4)} from the cache   p50 ${p50} ms   p95 ${p95} ms`,
  );
}

ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'cache-flood-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  PORT: String(PORT),
  NODE_ENV: 'production',
};
const server = await startServer({ port: PORT, env });
try {
  await warm([PROBED_PAGE, ...READER_PAGES]);
  const before = [];
  for (let round = 0; round < 20; round += 1) before.push(await timedGet(PROBED_PAGE));
  const flooded = await flood();
  const after = [];
  for (const page of [PROBED_PAGE, ...READER_PAGES]) after.push({ page, ...(await timedGet(page)) });

  console.log(
    `Flood: ${FLOOD_REQUESTS} made-up addresses in ${flooded.seconds.toFixed(1)} s, statuses ${JSON.stringify(flooded.statuses)}`,
  );
  report(`${PROBED_PAGE} before the flood`, before);
  report(`${PROBED_PAGE} during the flood`, flooded.probes);
  report('reader pages after the flood', after);
  for (const { page, cache, ms } of after) console.log(`  ${page.padEnd(24)} ${cache.padEnd(5)} ${ms.toFixed(1)} ms`);
  process.exitCode = after.every(isFromCache) ? 0 : 1;
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
