// npm run bench:upload (or node bench/upload-memory.mjs [--url http://host:port] [--cookie "name=value"]):
// streams a generated 300 MB mp4 body to POST /api/admin/upload/video and samples the server's memory (VmRSS of
// the process listening on the port and its children, from /proc) while it streams. Without --url it serves the
// production build on its own port with a fresh embedded database, as bench/run.mjs does. Without --cookie it
// signs in as admin@example.com with a mailed code read from the .eml outbox (the server must write mail there).
// Prints the figures and writes bench/upload-results.json. The bar (DESIGN.md 9): memory growth under 300 MB.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';

import { ensureBuild, nextStartArguments, ROOT } from '../scripts/ensure-build.mjs';

const UPLOAD_BYTES = 314_572_800; // seeds 9: the largest video accepted, 300 MB
const CHUNK_BYTES = 1024 * 1024;
const SAMPLE_MS = 50;
const BAR_BYTES = 300 * 1024 * 1024;
const ADMIN_EMAIL = 'admin@example.com';

const { values: options } = parseArgs({
  options: { url: { type: 'string' }, cookie: { type: 'string' }, 'data-dir': { type: 'string' } },
});

// ---- the server ---------------------------------------------------------------------------------------------

const OWN_PORT = 3310;
const OWN_DATA_DIR = path.join(ROOT, 'bench', '.upload-data');

async function waitForHealth(baseUrl) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not become healthy`);
}

async function startOwnServer() {
  ensureBuild();
  rmSync(OWN_DATA_DIR, { recursive: true, force: true });
  const env = {
    ...process.env,
    DATA_DIR: OWN_DATA_DIR,
    DATABASE_URL: '',
    SMTP_URL: '',
    SITE_URL: '',
    PORT: String(OWN_PORT),
    NODE_ENV: 'production',
    NEXTAUTH_URL: `http://localhost:${OWN_PORT}`,
  };
  const server = spawn(process.execPath, nextStartArguments(OWN_PORT), {
    cwd: ROOT,
    env,
    detached: true,
    stdio: 'ignore',
  });
  const baseUrl = `http://localhost:${OWN_PORT}`;
  try {
    await waitForHealth(baseUrl);
  } catch (error) {
    process.kill(-server.pid, 'SIGTERM');
    throw error;
  }

  const stop = async () => {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    // The stored 300 MB file and the database are of no further use.
    rmSync(OWN_DATA_DIR, { recursive: true, force: true });
  };

  return { baseUrl, dataDir: OWN_DATA_DIR, stop };
}

// ---- the server's processes and their memory ----------------------------------------------------------------

/** Socket inodes listening on `port` (IPv4 and IPv6), from /proc/net/tcp*. */
function listeningInodes(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ip:port; state 0A is LISTEN; the inode is field 9.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }

  return inodes;
}

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** The process that listens on the port (the next-server process). */
function listeningPid(port) {
  const inodes = listeningInodes(port);
  for (const pid of pids()) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return pid;
      }
    } catch {
      // a process that ended or is not ours to read
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

function parentOf(pid) {
  try {
    // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');

    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

function rssBytes(pid) {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];

    return Number(kilobytes ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** RSS of the server process plus every descendant (workers it may have started). */
function treeRss(rootPid) {
  const all = pids();
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const pid of all) {
      if (!tree.has(pid) && tree.has(parentOf(pid))) {
        tree.add(pid);
        grew = true;
      }
    }
  }

  return [...tree].reduce((sum, pid) => sum + rssBytes(pid), 0);
}

// ---- signing in as the tests do ---------------------------------------------------------------------------

/** The 6-digit code of the newest mail to `email` in the outbox written after `since`. */
async function readCode(outbox, email, since) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = readdirSync(outbox, { withFileTypes: true })
      .filter((entry) => entry.name.endsWith('.eml'))
      .map((entry) => entry.name)
      .sort()
      .reverse();
    for (const name of names) {
      const file = path.join(outbox, name);
      if (statSync(file).mtimeMs < since - 1000) break;
      const raw = readFileSync(file, 'utf8');
      if (!raw.toLowerCase().includes(email)) continue;
      // Quoted-printable soft line breaks and base64 parts: look for the code in both readings.
      const readings = [
        raw.replace(/=\r?\n/g, ''),
        ...(raw.match(/^[A-Za-z0-9+/=\r\n]{40,}$/gm) ?? []).map((block) =>
          Buffer.from(block, 'base64').toString('utf8'),
        ),
      ];
      const code = readings
        .map(
          (text) =>
            /(?<!\d)(\d{6})(?!\d)/.exec(
              text
                .split(/\r?\n\r?\n/)
                .slice(1)
                .join('\n'),
            )?.[1],
        )
        .find(Boolean);
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in code for ${email} in ${outbox}`);
}

const cookiesOf = (response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);

async function signIn(baseUrl, dataDir) {
  const since = Date.now();
  const asked = await fetch(`${baseUrl}/api/auth/admin-code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL }),
  });
  if (!asked.ok) throw new Error(`asking for a code answered ${asked.status}`);
  const code = await readCode(path.join(dataDir, 'outbox'), ADMIN_EMAIL, since);
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const signedIn = await fetch(`${baseUrl}/api/auth/callback/admin-code`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookiesOf(csrf).join('; ') },
    body: new URLSearchParams({ csrfToken, email: ADMIN_EMAIL, code, json: 'true' }),
  });
  const session = cookiesOf(signedIn).filter((cookie) => cookie.includes('session-token'));
  if (session.length === 0) throw new Error(`signing in answered ${signedIn.status} without a session cookie`);

  return session.join('; ');
}

// ---- the upload -----------------------------------------------------------------------------------------------

/** A valid mp4 'ftyp' box, then zeros up to `total` bytes, produced chunk by chunk (never held whole). */
function mp4Body(total) {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'ascii');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'ascii');
  const zeros = Buffer.alloc(CHUNK_BYTES);

  return Readable.from(
    (function* chunks() {
      yield ftyp;
      for (let sent = ftyp.length; sent < total; sent += CHUNK_BYTES)
        yield zeros.subarray(0, Math.min(CHUNK_BYTES, total - sent));
    })(),
  );
}

function upload(baseUrl, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}/api/admin/upload/video`, {
      method: 'POST',
      headers: { 'Content-Type': 'video/mp4', 'Content-Length': String(UPLOAD_BYTES), Cookie: cookie, Origin: baseUrl },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
    mp4Body(UPLOAD_BYTES).pipe(request);
  });
}

// ---- main -----------------------------------------------------------------------------------------------------

const own = options.url ? null : await startOwnServer();
const baseUrl = (options.url ?? own?.baseUrl ?? '').replace(/\/$/, '');
const dataDir = options['data-dir'] ?? own?.dataDir ?? path.join(ROOT, 'data');
try {
  const serverPid = listeningPid(Number(new URL(baseUrl).port || 80));
  const cookie = options.cookie ?? (await signIn(baseUrl, dataDir));
  // Settle after start-up and sign-in, then take the baseline.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const baseline = treeRss(serverPid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(serverPid))), SAMPLE_MS);
  const started = performance.now();
  const answer = await upload(baseUrl, cookie);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(serverPid));

  const megabytes = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const result = {
    measuredAt: new Date().toISOString(),
    status: answer.status,
    uploadedMB: megabytes(UPLOAD_BYTES),
    seconds: Math.round(seconds * 10) / 10,
    throughputMBps: Math.round((megabytes(UPLOAD_BYTES) / seconds) * 10) / 10,
    baselineRssMB: megabytes(baseline),
    peakRssMB: megabytes(peak),
    growthMB: megabytes(peak - baseline),
    barMB: megabytes(BAR_BYTES),
  };
  writeFileSync(path.join(ROOT, 'bench', 'upload-results.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.table([result]);
  if (answer.status !== 200) throw new Error(`the upload answered ${answer.status}: ${answer.body}`);
  console.log(
    `server memory grew ${result.growthMB} MB while ${result.uploadedMB} MB streamed (bar: under ${result.barMB} MB)`,
  );
  if (peak - baseline >= BAR_BYTES) process.exitCode = 1;
} finally {
  await own?.stop();
}
