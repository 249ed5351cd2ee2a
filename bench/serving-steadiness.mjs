// npm run bench:steadiness: serves the production build on the embedded database with the demo data and loads one
// stored page with 16 clients in several runs of 8 seconds, after a warm-up. Prints each run's throughput and
// latency (p50, p99, max), how far they swing from run to run, and the event loop's delay that /metrics reports:
// a server whose thread is blocked by background work (the job queue, the outbox, revalidation, log writes)
// answers in bursts, its p99 far above its p50 and its rate changing between runs.
import { rmSync } from 'node:fs';
import path from 'node:path';

import { ensureBuild, ROOT } from '../scripts/ensure-build.mjs';

import { load } from './load.mjs';
import { benchServerEnv, startServer, stopServer } from './server.mjs';

const PORT = 3320;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, 'bench', '.data-steadiness');
const PAGE = process.env.BENCH_PAGE ?? '/mm/contact';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;

/**
 * The event loop's delay percentiles (seconds) from the server's own metrics, since the previous scrape: the
 * server measures from its first scrape on and starts afresh at each one, as Prometheus reads it.
 */
async function eventLoopDelay() {
  const text = await (await fetch(`${BASE_URL}/metrics`)).text();
  const value = (name) => Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

  return {
    p50: value('nodejs_eventloop_lag_p50_seconds'),
    p99: value('nodejs_eventloop_lag_p99_seconds'),
    max: value('nodejs_eventloop_lag_max_seconds'),
  };
}

ensureBuild();
rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startServer({
  port: PORT,
  env: benchServerEnv({
    port: PORT,
    dataDir: DATA_DIR,
    outbox: path.join(DATA_DIR, 'outbox'),
    TRUST_PROXY_HOPS: '0',
    LOG_LEVEL: 'warn',
  }),
});
try {
  await load({ baseUrl: BASE_URL, path: PAGE, connections: CONNECTIONS, seconds: 5 });
  await eventLoopDelay();
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await load({ baseUrl: BASE_URL, path: PAGE, connections: CONNECTIONS, seconds: SECONDS }));
  const loop = await eventLoopDelay();
  console.table(runs.map(({ throughput, p50, p99, max, errors }) => ({ throughput, p50, p99, max, errors })));
  const rates = runs.map((run) => run.throughput);
  const worst = runs.reduce((most, run) => Math.max(most, run.p99 / run.p50), 0);
  console.log(
    `${PAGE}, ${CONNECTIONS} clients: rate ${Math.min(...rates)}–${Math.max(...rates)} requests/s (swing ${Math.round((100 * (Math.max(...rates) - Math.min(...rates))) / Math.max(...rates))} %), worst p99/p50 ${worst.toFixed(1)} (bar: 3)`,
  );
  console.log(
    `event loop delay during the runs: p50 ${(loop.p50 * 1000).toFixed(1)} ms, p99 ${(loop.p99 * 1000).toFixed(1)} ms, max ${(loop.max * 1000).toFixed(1)} ms`,
  );
} finally {
  await stopServer(server);
}
