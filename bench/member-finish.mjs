// npm run bench:member-finish: how long a member waits after pressing Finish (Дуусгах) on the last section of the
// member assessment, against the production build. Fresh member organisations sign in with their mailed codes,
// answer every question "yes" (one row with a proof file) in Chromium, press Finish and wait for their result.
// Prints, per member, the time from the click to the result on the screen, split into the requests the page made
// meanwhile (answers, scoring, the page's refresh), and the median over all members.
// Usage: node bench/member-finish.mjs [MEMBERS=3]; BENCH_DATABASE_URL runs it on an empty PostgreSQL database.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { ensureBuild } from '../scripts/ensure-build.mjs';

import { benchServerEnv, runScript, startServer, stopServer } from './server.mjs';
import { percentile } from './stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3304);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const MEMBERS = Number(process.argv[2] ?? 3);
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'member-finish-'));
const OUTBOX = path.join(DATA_DIR, 'outbox');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const env = benchServerEnv({ port: PORT, dataDir: DATA_DIR, outbox: OUTBOX, LOG_LEVEL: 'warn' });

/** The code in the newest mail to `email`. */
async function mailedCode(email) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    for (const name of readdirSync(OUTBOX)
      .filter((each) => each.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = readFileSync(path.join(OUTBOX, name), 'utf8');
      const code = />(\d{6})</.exec(raw)?.[1];
      if (raw.includes(`To: ${email}`) && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code arrived for ${email}`);
}

/** Which step of Finish a request belongs to. */
function phaseOf(request) {
  const url = new URL(request.url());
  if (url.pathname.startsWith('/api/')) return `${request.method()} ${url.pathname}`;
  if (request.headers().rsc === '1' || url.searchParams.has('_rsc')) return 'page refresh (RSC)';

  return 'other';
}

/** One member: sign in, answer everything, then time Finish. */
async function finishOnce(browser, email, index) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.9.0.${index + 1}` },
  });
  const page = await context.newPage();
  const created = await context.request.get(`/api/create/code?email=${encodeURIComponent(email)}`);
  if (!created.ok()) throw new Error(`no code for ${email}: ${created.status()}`);
  const verified = await context.request.post('/api/verify/code', { data: { email, code: await mailedCode(email) } });
  if (!verified.ok()) throw new Error(`${email} was not signed in: ${verified.status()}`);
  await page.goto('/mm/member-assessment');
  for (let section = 1; section <= 5; section += 1) {
    await page
      .locator('#member-section-title')
      .filter({ hasText: new RegExp(`^${section}\\. `) })
      .waitFor();
    await page.locator('fieldset').evaluateAll((rows) => {
      for (const row of rows) row.querySelectorAll('input[type=radio]')[0]?.click();
    });
    if (section === 1) {
      const first = page.locator('fieldset').first();
      await first.getByRole('checkbox').check();
      await first
        .locator('input[type=file]')
        .setInputFiles({ name: 'evidence.pdf', mimeType: 'application/pdf', buffer: PDF });
    }
    if (section < 5) await page.getByRole('button', { name: 'Дараах' }).click();
  }

  // A person has scrolled down to Finish already: the page's smooth scrolling is not part of the wait.
  const finish = page.getByRole('button', { name: 'Дуусгах' });
  await finish.evaluate((button) => button.scrollIntoView({ behavior: 'instant', block: 'center' }));
  const requests = [];
  const onFinished = (request) => requests.push(request);
  page.on('requestfinished', onFinished);
  const started = performance.now();
  const startedAt = Date.now();
  await finish.click();
  await page.getByRole('heading', { name: 'Үнэлгээний үр дүн' }).waitFor({ timeout: 120_000 });
  const total = performance.now() - started;
  page.off('requestfinished', onFinished);

  const phases = {};
  for (const request of requests) {
    const timing = request.timing();
    const phase = phaseOf(request);
    const entry = (phases[phase] ??= { requests: 0, slowestMs: 0, sumMs: 0, doneAtMs: 0 });
    entry.requests += 1;
    // When its answer had arrived, counted from the click: what is left after the last one is the browser's drawing.
    entry.doneAtMs = Math.max(entry.doneAtMs, timing.startTime + timing.responseEnd - startedAt);
    entry.sumMs += timing.responseEnd;
    entry.slowestMs = Math.max(entry.slowestMs, timing.responseEnd);
  }
  await context.close();

  return { total, phases };
}

ensureBuild();
rmSync(DATA_DIR, { recursive: true, force: true });
runScript(env, 'scripts/db-seed.ts');
const emails = JSON.parse(runScript(env, 'bench/fill-members.ts', String(MEMBERS)).trim().split('\n').pop());
mkdirSync(OUTBOX, { recursive: true });
const server = await startServer({ port: PORT, env });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const totals = [];
try {
  for (const [index, email] of emails.entries()) {
    const { total, phases } = await finishOnce(browser, email, index);
    totals.push(total);
    console.log(`${email}: Finish to result on screen ${Math.round(total)} ms`);
    console.table(
      Object.fromEntries(
        Object.entries(phases).map(([phase, entry]) => [
          phase,
          {
            requests: entry.requests,
            slowestMs: Math.round(entry.slowestMs),
            sumMs: Math.round(entry.sumMs),
            doneAtMs: Math.round(entry.doneAtMs),
          },
        ]),
      ),
    );
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(DATA_DIR, { recursive: true, force: true });
}

const sorted = [...totals].sort((a, b) => a - b);
console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded (PGlite)'}`);
console.log(
  `Finish to result, ${sorted.length} members: median ${Math.round(percentile(sorted, 0.5))} ms, slowest ${Math.round(sorted.at(-1) ?? 0)} ms`,
);
