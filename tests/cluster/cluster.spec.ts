import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import sharp from 'sharp';

import { pageScriptSources } from '../../cache-handler/defer-page-scripts.mjs';
import { type Cluster, startCluster } from '../../deploy/cluster.mjs';
import { STAFF, signInWithMailedCode } from '../fixtures/admin-session';
import { saveSettings, SETTINGS_SAVED } from '../fixtures/site-settings';
import { describeTraffic, runTraffic, startPacedTraffic, startTraffic, type TrafficReport } from './traffic';

test.describe.configure({ mode: 'serial' });

/** Public pages as readers meet them: cached ones, and searches whose fresh terms always reach a server. */
const PUBLIC_PATHS = ['/mm', '/en/mm', '/mm/contact', '/mm/blog/8=1', '/mm/about', '/mm/blog/{term}=1', '/mm/trade'];

let cluster: Cluster;

test.beforeAll(async () => {
  // A fresh build, PostgreSQL, Redis, S3 and two servers behind nginx take minutes on a 2-core machine.
  test.setTimeout(20 * 60_000);
  const runDir = process.env.CLUSTER_DIR;
  if (!runDir) throw new Error('CLUSTER_DIR must name a folder for the cluster (scripts/test-cluster.sh sets it)');
  // CLUSTER_PORT_OFFSET moves every port of the cluster, so that two checks can run on one machine.
  const offset = Number(process.env.CLUSTER_PORT_OFFSET ?? 0);
  cluster = await startCluster({
    runDir,
    servers: 2,
    port: 8080 + offset,
    firstServerPort: 3101 + offset,
    postgresPort: 55440 + offset,
    redisPort: 56379 + offset,
    s3Port: 54569 + offset,
  });
});

test.afterAll(async () => {
  await cluster?.stop();
});

async function storedOfficeRequestEmails(runId: string): Promise<Set<string>> {
  const client = new Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>('select email from office_requests where email like $1', [
      `cluster-${runId}-%`,
    ]);

    return new Set(rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

async function expectNoLostWrite(report: TrafficReport, runId: string): Promise<void> {
  const stored = await storedOfficeRequestEmails(runId);
  expect(report.acknowledgedWrites.length).toBeGreaterThan(0);
  expect(report.acknowledgedWrites.filter((email) => !stored.has(email))).toEqual([]);
}

test('an admin edit through one server shows through the other on its next request', async ({ page }) => {
  const [first, second] = cluster.servers;
  if (!first || !second) throw new Error('two servers expected');
  const phone = `+976 7${Date.now().toString().slice(-7, -4)} ${Date.now().toString().slice(-4)}`;
  // The second server has the contact page cached (in Redis) before the change.
  expect(await (await fetch(`${second.url}/mm/contact`)).text()).not.toContain(phone);

  await signInWithMailedCode(page, STAFF.admin.email, { baseUrl: first.url, outboxDir: cluster.outboxDir });
  await page.goto(`${first.url}/admin/settings`);
  await saveSettings(page, { 'Үндсэн утас': phone });
  await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();

  expect(await (await fetch(`${second.url}/mm/contact`)).text()).toContain(phone);
  expect(await (await fetch(`${second.url}/en/mm/contact`)).text()).toContain(phone);
});

test('a file uploaded through one server is served by the other', async ({ page }) => {
  const [first, second] = cluster.servers;
  if (!first || !second) throw new Error('two servers expected');
  await signInWithMailedCode(page, STAFF.admin.email, { baseUrl: first.url, outboxDir: cluster.outboxDir });
  const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f7a3d' } })
    .png()
    .toBuffer();

  const upload = await page.request.post(`${first.url}/api/admin/upload/image`, {
    data: image,
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status()).toBe(200);
  const { url } = (await upload.json()) as { url: string };

  const served = await fetch(`${second.url}${url}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  const range = await fetch(`${second.url}${url}`, { headers: { range: 'bytes=0-99' } });
  expect(range.status).toBe(206);
  expect((await range.arrayBuffer()).byteLength).toBe(100);
});

test('nginx sends the build’s scripts as the brotli copies the build wrote', async () => {
  const html = await (await fetch(`${cluster.url}/mm`)).text();
  const script = pageScriptSources(html)[0]?.replace(/^\/_next\//, '');
  if (!script) throw new Error('no build script on /mm');
  const file = path.join(process.cwd(), '.next', script);

  const response = await fetch(`${cluster.url}/_next/${script}`, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(Number(response.headers.get('content-length'))).toBe(readFileSync(`${file}.br`).length);
  expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file))).toBe(true);
});

test('killing a server under 100 concurrent clients loses no read and no acknowledged write', async () => {
  const [first] = cluster.servers;
  if (!first) throw new Error('a server expected');
  const runId = `kill${Date.now()}`;
  const traffic = startTraffic({
    baseUrl: cluster.url,
    readers: 80,
    writers: 20,
    seconds: 30,
    paths: PUBLIC_PATHS,
    addressBlock: 1,
    runId,
  });
  await expect.poll(() => traffic.report.reads, { timeout: 20_000 }).toBeGreaterThan(200);
  await first.stop('SIGKILL');
  const killedAt = Date.now();
  const report = await traffic.finished;
  console.log(describeTraffic('a server killed', report));

  expect(report.lastReadAt).toBeGreaterThan(killedAt + 10_000);
  expect(report.failedReads).toEqual([]);
  await expectNoLostWrite(report, runId);
  await first.start();
});

test('a rolling restart of both servers under 100 requests a second, a tenth of them writes, fails no request and loses no write', async () => {
  test.setTimeout(5 * 60_000);
  const runId = `roll${Date.now()}`;
  const traffic = startPacedTraffic({
    baseUrl: cluster.url,
    perSecond: 100,
    writeEvery: 10,
    seconds: 75,
    paths: PUBLIC_PATHS,
    addressBlock: 4,
    runId,
  });
  await expect.poll(() => traffic.report.reads, { timeout: 20_000 }).toBeGreaterThan(100);
  const figures: string[] = [];
  for (const [index, server] of cluster.servers.entries()) {
    const stoppedAt = Date.now();
    // Graceful: it hands its traffic off, the requests it was answering finish, then it exits with 0.
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    const drainMs = Date.now() - stoppedAt;
    await server.start();
    figures.push(`server ${index + 1} stopped in ${drainMs} ms, back after ${Date.now() - stoppedAt} ms`);
    // nginx skips a server it counted failed for its fail_timeout (5 s): the other one waits until it is back.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
  }
  const restartedAt = Date.now();
  const report = await traffic.finished;
  console.log(`${describeTraffic('both servers restarted one after the other', report)}; ${figures.join('; ')}`);

  expect(report.lastReadAt).toBeGreaterThan(restartedAt);
  expect(report.failedReads).toEqual([]);
  expect(report.refusedWrites).toEqual([]);
  await expectNoLostWrite(report, runId);
});

test("/metrics answers a scrape from the server's own machine without a token, and refuses one a proxy relayed", async () => {
  const [first] = cluster.servers;
  if (!first) throw new Error('a server expected');

  expect((await fetch(`${first.url}/metrics`)).status).toBe(200);
  expect((await fetch(`${first.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
});

test('restarting PostgreSQL under load recovers, and no acknowledged write is lost', async () => {
  const runId = `pg${Date.now()}`;
  const traffic = startTraffic({
    baseUrl: cluster.url,
    readers: 80,
    writers: 20,
    seconds: 30,
    paths: PUBLIC_PATHS,
    addressBlock: 2,
    runId,
  });
  await expect.poll(() => traffic.report.reads, { timeout: 20_000 }).toBeGreaterThan(200);
  cluster.restartPostgres();
  const restartedAt = Date.now();
  const report = await traffic.finished;
  console.log(describeTraffic('PostgreSQL restarted', report));
  expect(report.lastReadAt).toBeGreaterThan(restartedAt + 10_000);
  await expectNoLostWrite(report, runId);

  // Recovered: a quiet run right after sees no failure, reads or writes.
  const after = await runTraffic({
    baseUrl: cluster.url,
    readers: 10,
    writers: 5,
    seconds: 6,
    paths: PUBLIC_PATHS,
    addressBlock: 3,
    runId: `${runId}after`,
  });
  expect(after.failedReads).toEqual([]);
  expect(after.refusedWrites).toEqual([]);
  await expectNoLostWrite(after, `${runId}after`);
});

test('100 concurrent clients for 60 seconds on public pages see no error', async () => {
  test.setTimeout(3 * 60_000);
  const report = await runTraffic({ baseUrl: cluster.url, readers: 100, seconds: 60, paths: PUBLIC_PATHS });

  console.log(`${describeTraffic('100 clients for 60 s', report)} (${Math.round(report.reads / 60)} reads per second)`);
  expect(report.failedReads).toEqual([]);
});
