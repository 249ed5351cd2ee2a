// npm run bench: fills a separate embedded database with 10,000 and then 100,000 news items (and as many trades),
// times the database queries, then serves the production build and measures public pages under a loopback load.
// Prints a table and writes bench/results.json.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ensureBuild, ROOT } from '../scripts/ensure-build.mjs';

import { coldRenders, load } from './load.mjs';
import { startServer, stopServer } from './server.mjs';
import { summarize } from './stats.mjs';

const DATA_DIR = path.join(ROOT, 'bench', '.data');
const PORT = 3300;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const SIZES = [10_000, 100_000];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const env = { ...process.env, DATA_DIR, DATABASE_URL: '', SMTP_URL: '', PORT: String(PORT), NODE_ENV: 'production' };

function tsx(script, args = []) {
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', script, ...args], { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);

  return result.stdout;
}

async function measurePages() {
  const paths = ['/mm', '/mm/blog/8=1', `/mm/blog/${encodeURIComponent('уурхай')}=1`, '/mm/detail/5000'];
  for (const each of paths) await fetch(`${BASE_URL}${each}`).then((response) => response.arrayBuffer());
  const pages = [];
  for (const each of paths) pages.push(await load({ baseUrl: BASE_URL, path: each, connections: CONNECTIONS, seconds: SECONDS }));
  // One client at a time: the latency of a single warm render, without queueing behind other requests.
  pages.push(await load({ baseUrl: BASE_URL, path: '/mm/blog/8=1', connections: 1, seconds: SECONDS }));
  const cold = {
    categoryPages: await coldRenders({ baseUrl: BASE_URL, paths: Array.from({ length: 40 }, (_, index) => `/mm/blog/8=${index + 2}`) }),
    searchPages: await coldRenders({ baseUrl: BASE_URL, paths: Array.from({ length: 40 }, (_, index) => `/mm/blog/${encodeURIComponent(`мэдээ ${index * 37}`)}=1`) }),
  };

  return { pages, cold };
}

ensureBuild();
rmSync(DATA_DIR, { recursive: true, force: true });
tsx('scripts/db-seed.ts');
const results = { measuredAt: new Date().toISOString(), connections: CONNECTIONS, secondsPerPage: SECONDS, sizes: [] };
for (const size of SIZES) {
  tsx('bench/fill.ts', [String(size), String(size)]);
  const latencies = JSON.parse(tsx('bench/db-queries.ts').trim().split('\n').pop());
  const database = Object.fromEntries(Object.entries(latencies).map(([name, values]) => [name, summarize(values)]));
  const server = await startServer({ port: PORT, env });
  try {
    results.sizes.push({ news: size, database, ...(await measurePages()) });
  } finally {
    await stopServer(server);
  }
}
writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

for (const size of results.sizes) {
  console.log(`\n${size.news.toLocaleString('en')} news — database (ms): search p50 ${size.database.newsSearch.p50}, p95 ${size.database.newsSearch.p95}; category page p95 ${size.database.newsCategoryPage.p95}`);
  console.table(size.pages.map(({ path: page, connections, throughput, p50, p95, p99, errors }) => ({ page: decodeURIComponent(page), connections, 'req/s': throughput, 'p50 ms': p50, 'p95 ms': p95, 'p99 ms': p99, errors })));
  console.log(`first renders (no cache): category pages p50 ${size.cold.categoryPages.p50} / p95 ${size.cold.categoryPages.p95} ms; search pages p50 ${size.cold.searchPages.p50} / p95 ${size.cold.searchPages.p95} ms`);
}
