// npm run bench:meetings: the expo's double-booking race against the production build. 100 attendees sign in with
// their mailed codes; then 50 of them invite 50 others to the same room at the same hour, all at once (exactly
// one may get it), and 50 invite one person at one hour in 50 different rooms (exactly one may meet them).
// Prints the outcome of each race and its latencies; exits with 1 when a race does not end with exactly one.
// Embedded database by default; BENCH_DATABASE_URL runs it on an empty PostgreSQL database instead, where the
// invitations truly race (PGlite has one connection).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { ensureBuild, ROOT } from '../scripts/ensure-build.mjs';

import { benchServerEnv, runScript, startServer, stopServer } from './server.mjs';
import { summarize } from './stats.mjs';

const PORT = 3303;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, 'bench', '.meetings-data');
const OUTBOX = path.join(DATA_DIR, 'outbox');
const RACERS = 50;
const env = benchServerEnv({ port: PORT, dataDir: DATA_DIR, outbox: OUTBOX });

/** The code of the newest mail to `email` that was not in the outbox before. */
async function mailedCode(email, seen) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const name of readdirSync(OUTBOX).filter((each) => each.endsWith('.eml') && !seen.has(each))) {
      const raw = readFileSync(path.join(OUTBOX, name), 'utf8');
      const code = />(\d{6})</.exec(raw)?.[1];
      if (raw.includes(`To: ${email}`) && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code arrived for ${email}`);
}

/** Signs one attendee in as a browser would, through the proxy this script plays, from an address of its own. */
async function signIn(email, index) {
  const headers = { 'x-forwarded-for': `10.20.${Math.floor(index / 250)}.${(index % 250) + 1}` };
  const seen = new Set(readdirSync(OUTBOX));
  const asked = await fetch(`${BASE_URL}/api/yellow-page/send/verification-code?email=${encodeURIComponent(email)}`, {
    headers,
  });
  if (!asked.ok) throw new Error(`send/verification-code ${email}: ${asked.status}`);
  const code = await mailedCode(email, seen);
  const verified = await fetch(`${BASE_URL}/api/yellow-page/verify/confirmation-code`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, confirmation_code: code }),
  });
  if (!verified.ok) throw new Error(`verify/confirmation-code ${email}: ${verified.status}`);

  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Sends every invitation at once; the status of each and how long each took. */
async function race(invitations) {
  const started = performance.now();
  const answers = await Promise.all(
    invitations.map(async ({ cookie, body }) => {
      const sent = performance.now();
      const response = await fetch(`${BASE_URL}/api/yellow-page/send/meeting-invitation`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();

      return { status: response.status, ms: performance.now() - sent };
    }),
  );
  const count = (status) => answers.filter((answer) => answer.status === status).length;
  const latency = summarize(answers.map((answer) => answer.ms));

  return {
    ok: count(200),
    conflict: count(409),
    other: answers.length - count(200) - count(409),
    'wall ms': Math.round(performance.now() - started),
    'p50 ms': latency.p50,
    'p95 ms': latency.p95,
  };
}

ensureBuild();
rmSync(DATA_DIR, { recursive: true, force: true });
runScript(env, 'scripts/db-seed.ts');
const { users, rooms, times } = JSON.parse(runScript(env, 'bench/fill-meetings.ts').trim().split('\n').pop());
// The outbox appears with the first mail; the sign-ins read it from the start.
mkdirSync(OUTBOX, { recursive: true });
const server = await startServer({ port: PORT, env });
let rows;
try {
  const signInStarted = performance.now();
  const cookies = [];
  for (const [index, user] of users.entries()) cookies.push(await signIn(user.email, index));
  console.log(
    `${users.length} attendees signed in with their mailed codes in ${Math.round(performance.now() - signInStarted)} ms`,
  );
  const [firstSlot, secondSlot] = times;
  const senders = cookies.slice(0, RACERS);
  rows = {
    'same room and hour, 50 senders to 50 receivers': await race(
      senders.map((cookie, index) => ({
        cookie,
        body: { receiver_id: users[RACERS + index].id, room_id: rooms[0], meeting_time_id: firstSlot },
      })),
    ),
    'one receiver at one hour, 50 senders in 50 rooms': await race(
      senders.map((cookie, index) => ({
        cookie,
        body: { receiver_id: users.at(-1).id, room_id: rooms[index], meeting_time_id: secondSlot },
      })),
    ),
  };
} finally {
  await stopServer(server);
  rmSync(DATA_DIR, { recursive: true, force: true });
}

console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded (PGlite)'}`);
console.table(rows);
if (Object.values(rows).some((row) => row.ok !== 1 || row.conflict !== RACERS - 1)) process.exitCode = 1;
