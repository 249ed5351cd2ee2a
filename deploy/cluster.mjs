// The whole production setup on one machine: PostgreSQL, Redis, an S3-compatible server, several `next start`
// servers and nginx in front. `npm run cluster` starts it in the foreground (Ctrl-C stops everything);
// tests/cluster imports startCluster to check it. Needs the Debian packages nginx, libnginx-mod-http-brotli-filter,
// libnginx-mod-http-brotli-static, redis-server and postgresql (see deploy/README.md).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureBuild, nextStartArguments, ROOT } from '../scripts/ensure-build.mjs';
import { pipeAsJsonLines } from '../scripts/json-lines.mjs';

const DEPLOY_DIR = path.join(ROOT, 'deploy');
const BUCKET = 'uploads';

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error('PostgreSQL server binaries are missing: apt-get install postgresql');

  return path.join(root, latest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(command, args, options = {}) {
  const isRoot = process.getuid?.() === 0;
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);

  return result.stdout;
}

function startPostgres({ runDir, port }) {
  const bin = postgresBin();
  // Its data, socket and log live in one folder that the postgres user owns.
  const home = path.join(runDir, 'postgres');
  const dataDir = path.join(home, 'data');
  mkdirSync(home, { recursive: true });
  if (process.getuid?.() === 0) {
    if (spawnSync('id', ['postgres']).status !== 0) {
      spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    }
    spawnSync('chown', ['-R', 'postgres:postgres', home]);
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  const options = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgCtl = (...args) =>
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(home, 'server.log'), '-w', ...args]);
  pgCtl('-o', options, 'start');
  const psql = (sql) =>
    asPostgres(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-tAc', sql]);
  if (psql("select 1 from pg_database where datname = 'app'").trim() !== '1') psql('create database app');

  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    restart: () => pgCtl('-o', options, '-m', 'fast', 'restart'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
  };
}

/**
 * A child process whose output goes to `<runDir>/<name>.log`, stopped with its whole process group. A server's
 * (`isJsonLog`) goes there through the JSON line wrapper, as under npm start: one JSON object a line.
 */
function startProcess({ runDir, name, command, args, env = process.env, isJsonLog = false }) {
  const log = openSync(path.join(runDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: isJsonLog ? ['ignore', 'pipe', 'pipe'] : ['ignore', log, log],
  });
  if (isJsonLog) writeJsonLinesTo(log, child);

  return {
    child,
    /** Resolves with how the process ended: its exit code, or the signal that killed it. */
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null)
          return resolve({ code: child.exitCode, signal: child.signalCode });
        child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }));
        process.kill(-child.pid, signal);
      }),
  };
}

/** Both output streams of `child` into the open file `log`, as JSON lines. */
function writeJsonLinesTo(log, child) {
  const file = { write: (text) => writeSync(log, text) };
  pipeAsJsonLines(child, { stdout: file, stderr: file });
}

async function waitFor(description, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await pause(250);
  }
  throw new Error(`${description} did not become ready`);
}

const answers = (url) => async () => (await fetch(url)).ok;

/** A random secret kept in `<runDir>/<name>`, so a restarted cluster keeps its sessions and passwords. */
function storedSecret(runDir, name) {
  const file = path.join(runDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });

  return readFileSync(file, 'utf8').trim();
}

/** The Redis user of the servers: every key, but no administration (CONFIG, FLUSHALL, KEYS, ACL, ...). */
const REDIS_USER = 'app';

/**
 * deploy/redis.conf with the users: the passwordless `default` user switched off, and the servers' user with its
 * password. Written into the run folder, readable only by its owner, since it holds the password.
 */
function writeRedisConfig({ runDir, password }) {
  const file = path.join(runDir, 'redis.conf');
  const users = ['user default off', `user ${REDIS_USER} on >${password} ~* &* +@all -@admin -@dangerous +info`];
  writeFileSync(file, `include ${path.join(DEPLOY_DIR, 'redis.conf')}\n${users.join('\n')}\n`, { mode: 0o600 });

  return file;
}

/** nginx in front of the servers on `serverPorts`, with deploy/nginx.conf.template; resolves once it answers. */
export async function startNginx({ runDir, port, serverPorts }) {
  mkdirSync(runDir, { recursive: true });
  const config = writeNginxConfig({ runDir, port, serverPorts });
  const nginx = startProcess({ runDir, name: 'nginx', command: 'nginx', args: ['-c', config, '-p', runDir] });
  try {
    await waitFor('nginx', answers(`http://127.0.0.1:${port}/api/health`));
  } catch (error) {
    await nginx.stop('SIGQUIT');
    throw error;
  }

  return { url: `http://127.0.0.1:${port}`, stop: () => nginx.stop('SIGQUIT') };
}

function writeNginxConfig({ runDir, port, serverPorts }) {
  const upstreams = serverPorts
    .map((serverPort) => `    server 127.0.0.1:${serverPort} max_fails=3 fail_timeout=5s;`)
    .join('\n');
  const config = readFileSync(path.join(DEPLOY_DIR, 'nginx.conf.template'), 'utf8')
    .replaceAll('@RUN_DIR@', runDir)
    .replaceAll('@DEPLOY_DIR@', DEPLOY_DIR)
    .replaceAll('@APP_DIR@', ROOT)
    .replaceAll('@LISTEN_PORT@', String(port))
    .replaceAll('@UPSTREAM_SERVERS@', upstreams);
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, config);

  return file;
}

/**
 * Starts everything and resolves once nginx answers. `servers[i].stop()`/`.start()` stop and restart one
 * `next start`; `restartPostgres()` restarts the database under load; `stop()` ends it all.
 */
export async function startCluster({
  runDir,
  port = 8080,
  servers = 2,
  firstServerPort = 3101,
  postgresPort = 55440,
  redisPort = 56379,
  s3Port = 54569,
} = {}) {
  mkdirSync(runDir, { recursive: true });
  chmodSync(runDir, 0o755);
  const postgres = startPostgres({ runDir, port: postgresPort });
  const stoppers = [async () => postgres.stop()];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch((error) => console.error(error));
  };

  try {
    const redisPassword = storedSecret(runDir, 'redis-password');
    const redisConfig = writeRedisConfig({ runDir, password: redisPassword });
    const redis = startProcess({
      runDir,
      name: 'redis',
      command: 'redis-server',
      args: [redisConfig, '--port', String(redisPort), '--dir', runDir],
    });
    stoppers.push(() => redis.stop());
    const s3Env = { ...process.env, S3_PORT: String(s3Port), S3_DIRECTORY: path.join(runDir, 's3'), S3_BUCKET: BUCKET };
    mkdirSync(s3Env.S3_DIRECTORY, { recursive: true });
    const s3 = startProcess({
      runDir,
      name: 's3',
      command: process.execPath,
      args: [path.join(DEPLOY_DIR, 's3-server.mjs')],
      env: s3Env,
    });
    stoppers.push(() => s3.stop());

    const siteUrl = `http://localhost:${port}`;
    const serverEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      REDIS_URL: `redis://${REDIS_USER}:${redisPassword}@127.0.0.1:${redisPort}`,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AUTH_SECRET: storedSecret(runDir, 'auth-secret'),
      SITE_URL: siteUrl,
      NEXTAUTH_URL: siteUrl,
      DATA_DIR: path.join(runDir, 'data'),
      // No SMTP server on this machine: the mails (sign-in codes) are kept as files, named explicitly, since a
      // server with DATABASE_URL refuses to start with neither.
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: path.join(runDir, 'data', 'outbox'),
      // nginx appends the peer it saw to X-Forwarded-For: the one proxy the servers trust.
      TRUST_PROXY_HOPS: '1',
      // SIGTERM drains the server's requests and jobs before it exits (instrumentation.ts), not next start's own.
      NEXT_MANUAL_SIG_HANDLE: '1',
    };

    ensureBuild();
    await waitFor('S3 server', async () => (await fetch(`http://127.0.0.1:${s3Port}/`)).status < 500);
    const seed = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts'], {
      cwd: ROOT,
      env: serverEnv,
      encoding: 'utf8',
    });
    if (seed.status !== 0) throw new Error(`Seeding failed: ${seed.stderr || seed.stdout}`);

    const serverHandles = Array.from({ length: servers }, (_, index) => {
      const serverPort = firstServerPort + index;
      const url = `http://127.0.0.1:${serverPort}`;
      let current = null;
      const handle = {
        url,
        async start() {
          // Loopback only, named `localhost`: with `-H 127.0.0.1` Next.js takes its own locale rewrites
          // (to http://localhost/...) for another host's and proxies them back to itself, in a redirect loop.
          current = startProcess({
            runDir,
            name: `server-${index + 1}`,
            command: process.execPath,
            args: nextStartArguments(serverPort, '-H', 'localhost'),
            env: { ...serverEnv, PORT: String(serverPort) },
            isJsonLog: true,
          });
          await waitFor(`server ${url}`, answers(`${url}/api/health/ready`));
        },
        /** SIGKILL by default: a crash; SIGTERM asks for a graceful shutdown. Resolves with how it ended. */
        async stop(signal = 'SIGKILL') {
          const ended = (await current?.stop(signal)) ?? { code: null, signal: null };
          current = null;

          return ended;
        },
      };
      stoppers.push(() => handle.stop('SIGTERM'));

      return handle;
    });
    await Promise.all(serverHandles.map((handle) => handle.start()));

    const nginx = await startNginx({
      runDir,
      port,
      serverPorts: serverHandles.map((_, index) => firstServerPort + index),
    });
    stoppers.push(() => nginx.stop());

    return {
      url: nginx.url,
      servers: serverHandles,
      outboxDir: serverEnv.MAIL_OUTBOX_DIR,
      databaseUrl: postgres.url,
      restartPostgres: () => postgres.restart(),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runDir = path.resolve(process.env.CLUSTER_DIR ?? path.join(os.tmpdir(), 'mining-cluster'));
  const servers = Number(process.env.CLUSTER_SERVERS ?? 2);
  const cluster = await startCluster({ runDir, servers, port: Number(process.env.CLUSTER_PORT ?? 8080) });
  console.log(
    `Cluster up: ${cluster.url} (nginx) in front of ${cluster.servers.map((server) => server.url).join(', ')}; logs in ${runDir}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => cluster.stop().then(() => process.exit(0)));
  }
}
