// Starts the production build (next start) for a benchmark and stops it again, with the settings of a server of its own.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

import { nextStartArguments, ROOT } from '../scripts/ensure-build.mjs';

/**
 * The settings of a benchmark's own server on `port`: its data folder, mails kept as files in `outbox`, the embedded
 * database or BENCH_DATABASE_URL, a secret of its own. TRUST_PROXY_HOPS=1: the benchmark plays the proxy in front
 * of the server, as nginx does in deploy/, and says in X-Forwarded-For which of its clients each request comes
 * from; without it every client would share this machine's one address and its per-client sign-in limits.
 */
export function benchServerEnv({ port, dataDir, outbox, ...extra }) {
  return {
    ...process.env,
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SMTP_URL: '',
    MAIL_OUTBOX_DIR: outbox,
    TRUST_PROXY_HOPS: '1',
    SITE_URL: '',
    PORT: String(port),
    NODE_ENV: 'production',
    ...extra,
  };
}

/** Runs a TypeScript script of the project (seeding, filling) with the server's settings; answers its output. */
export function runScript(env, script, ...args) {
  const result = spawnSync('npx', ['tsx', '--conditions=react-server', script, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);

  return result.stdout;
}

/** Serves the build on `port` with `env`; resolves once /api/health answers. */
export async function startServer({ port, env }) {
  const server = spawn(process.execPath, nextStartArguments(port), { cwd: ROOT, env, detached: true, stdio: 'ignore' });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid, 'SIGTERM');
  throw new Error('the server did not become healthy');
}

export async function stopServer(server) {
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
