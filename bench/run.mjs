// npm run bench: fills a separate embedded database with 10,000 and then 100,000 news items (and as many trades),
// times the database queries, then serves the production build and measures public pages under a loopback load.
// On the larger data it then weighs the key pages against their budgets and compares each page's throughput
// with a static asset's, straight from the server and through nginx (deploy/); last, the 300 MB upload's peak
// server memory. Prints tables and writes bench/results.json.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { pageScriptSources } from '../cache-handler/defer-page-scripts.mjs';
import { startNginx } from '../deploy/cluster.mjs';
import { ensureBuild, ROOT } from '../scripts/ensure-build.mjs';

import { coldRenders, load } from './load.mjs';
import { measurePageBytes, newestNewsId, PAGES, printPageBytes } from './page-bytes.mjs';
import { startServer, stopServer } from './server.mjs';
import { summarize } from './stats.mjs';

const DATA_DIR = path.join(ROOT, 'bench', '.data');
const PORT = 3300;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const SIZES = [10_000, 100_000];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
/** Unmeasured load before each measured one, so that the figures are the server's steady state. */
const WARMUP_SECONDS = 3;
const NGINX_PORT = 3390;
/** The pages whose throughput is compared with a static asset's; `{news}` is the newest news item. */
const KEY_PAGES = [
  '/mm',
  '/mm/blog/8=1',
  '/mm/detail/{news}',
  '/mm/contact',
  '/yellow-page',
  '/yellow-page?sub=1',
  '/yellow-page/10',
];
const env = { ...process.env, DATA_DIR, DATABASE_URL: '', SMTP_URL: '', PORT: String(PORT), NODE_ENV: 'production' };

function tsx(script, args = []) {
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', script, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);

  return result.stdout;
}

async function measurePages() {
  const paths = [
    '/mm',
    '/mm/blog/8=1',
    `/mm/blog/${encodeURIComponent('уурхай')}=1`,
    '/mm/detail/5000',
    '/yellow-page?main=01&page=3',
    `/yellow-page?letter=${encodeURIComponent('Ө')}`,
  ];
  for (const each of paths) await fetch(`${BASE_URL}${each}`).then((response) => response.arrayBuffer());
  const pages = [];
  for (const each of paths)
    pages.push(await load({ baseUrl: BASE_URL, path: each, connections: CONNECTIONS, seconds: SECONDS }));
  // One client at a time: the latency of a single warm render, without queueing behind other requests.
  pages.push(await load({ baseUrl: BASE_URL, path: '/mm/blog/8=1', connections: 1, seconds: SECONDS }));
  const cold = {
    categoryPages: await coldRenders({
      baseUrl: BASE_URL,
      paths: Array.from({ length: 40 }, (_, index) => `/mm/blog/8=${index + 2}`),
    }),
    searchPages: await coldRenders({
      baseUrl: BASE_URL,
      paths: Array.from({ length: 40 }, (_, index) => `/mm/blog/${encodeURIComponent(`мэдээ ${index * 37}`)}=1`),
    }),
  };

  return { pages, cold };
}

/** A build chunk every page loads: what a server answers fastest, the yardstick for the pages. */
async function staticAssetPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/mm`)).text();
  const chunk = pageScriptSources(html)[0];
  if (!chunk) throw new Error('no script chunk found on /mm');

  return chunk;
}

/** 16 clients on the static asset, then on each key page (its ratio to the asset), then one client on each. */
async function compareWithStatic(baseUrl, paths) {
  const asset = await load({
    baseUrl,
    path: await staticAssetPath(baseUrl),
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
  const rows = [{ ...asset, ratio: 1 }];
  for (const each of paths) {
    const loaded = await load({
      baseUrl,
      path: each,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    });
    const single = await load({ baseUrl, path: each, connections: 1, seconds: SECONDS / 2 });
    rows.push({
      ...loaded,
      ratio: Math.round((loaded.throughput / asset.throughput) * 100) / 100,
      oneClientP95: single.p95,
    });
  }

  return rows;
}

async function measureKeyPages() {
  const server = await startServer({ port: PORT, env });
  let nginx;
  try {
    const newsId = await newestNewsId(BASE_URL);
    const bytes = [];
    for (const page of PAGES) bytes.push(await measurePageBytes(BASE_URL, page, newsId));
    const paths = KEY_PAGES.map((each) => each.replace('{news}', newsId));
    const direct = await compareWithStatic(BASE_URL, paths);
    nginx = await startNginx({ runDir: path.join(ROOT, 'bench', '.nginx'), port: NGINX_PORT, serverPorts: [PORT] });
    const throughNginx = await compareWithStatic(nginx.url, paths);

    return { bytes, direct, throughNginx };
  } finally {
    await nginx?.stop();
    await stopServer(server);
  }
}

/** bench/upload-memory.mjs on its own server: its last line is the figure. */
function measureUploadMemory() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bench', 'upload-memory.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`upload benchmark failed:\n${result.stderr}`);

  return result.stdout.trim().split('\n').pop();
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
results.keyPages = await measureKeyPages();
results.upload = measureUploadMemory();
writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

for (const size of results.sizes) {
  console.log(
    `\n${size.news.toLocaleString('en')} news — database (ms): search p50 ${size.database.newsSearch.p50}, p95 ${size.database.newsSearch.p95}; category page p95 ${size.database.newsCategoryPage.p95}`,
  );
  console.log(
    `20,000 companies — database p95 (ms): by category ${size.database.directoryCategory.p95}, by letter ${size.database.directoryLetter.p95}, by name search ${size.database.directorySearch.p95}`,
  );
  console.table(
    size.pages.map(({ path: page, connections, throughput, p50, p95, p99, errors }) => ({
      page: decodeURIComponent(page),
      connections,
      'req/s': throughput,
      'p50 ms': p50,
      'p95 ms': p95,
      'p99 ms': p99,
      errors,
    })),
  );
  console.log(
    `first renders (no cache): category pages p50 ${size.cold.categoryPages.p50} / p95 ${size.cold.categoryPages.p95} ms; search pages p50 ${size.cold.searchPages.p50} / p95 ${size.cold.searchPages.p95} ms`,
  );
}

console.log(`\nKey pages on ${SIZES.at(-1).toLocaleString('en')} news:`);
printPageBytes(results.keyPages.bytes);
for (const [label, rows] of [
  ['straight from the server', results.keyPages.direct],
  ['through nginx', results.keyPages.throughNginx],
]) {
  console.log(`\n${CONNECTIONS} clients, ${label} (ratio: the page's throughput over the static asset's):`);
  console.table(
    rows.map(({ path: page, throughput, ratio, p95, oneClientP95, errors }) => ({
      page: decodeURIComponent(page),
      'req/s': throughput,
      ratio,
      'p95 ms': p95,
      'one-client p95 ms': oneClientP95 ?? '',
      errors,
    })),
  );
}
console.log(`\nUpload: ${results.upload}`);
