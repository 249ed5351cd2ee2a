import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The operator's token lives in DATA_DIR, read when lib/env is first imported: this process plays the server of the
// same data folder as the commands it runs.
const dataDir = mkdtempSync(path.join(tmpdir(), 'operator-commands-'));
process.env.DATA_DIR = dataDir;

const { EMBEDDED_EXTENSIONS, MIGRATIONS_FOLDER } = await import('@/db/embedded');
const { useTestDatabase: prepareTestDatabase } = await import('@/tests/fixtures/database');
const { db } = await import('@/db');
const { outboxMails } = await import('@/db/schema');
const { recordSocketAddresses } = await import('@/lib/http/socket-address');
const { POST: insertOfficeRequest } = await import('@/app/api/insert/office-request/route');
const status = await import('@/app/api/operator/status/route');
const maintenance = await import('@/app/api/operator/maintenance/route');
const signInLink = await import('@/app/api/operator/sign-in-link/route');
const uploads = await import('@/app/api/operator/uploads/route');

prepareTestDatabase();

const run = promisify(execFile);
const COMMAND_TIMEOUT_MS = 180_000;

/** Runs `npm run <script> -- ...args` as an operator does on this machine, against the embedded database of `dataDir`. */
async function npmRun(
  script: string,
  args: string[] = [],
  { port = 3390 } = {},
): Promise<{ code: number; output: string }> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: '',
    S3_BUCKET: '',
    REDIS_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'production' as const,
  };
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], { env });

    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };

    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Opens the data folder's embedded database in this process, as a server does, for `work`. */
async function withDataFolderDatabase<T>(
  work: (database: PGlite) => Promise<T>,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<T> {
  const database = new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: EMBEDDED_EXTENSIONS, loadDataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A migrated embedded database in the data folder: the test run's snapshot when there is one (it is migrated). */
async function createDataFolderDatabase(): Promise<void> {
  const snapshot = process.env.TEST_DATABASE_SNAPSHOT;
  if (snapshot)
    await withDataFolderDatabase(async () => undefined, { loadDataDir: new Blob([readFileSync(snapshot)]) });
  else
    await withDataFolderDatabase(async (database) =>
      migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS_FOLDER }),
    );
}

/** The operator routes of this process, served as `next start` serves them: each request stamped with its socket. */
type Handler = (request: Request) => Promise<Response>;
const OPERATOR_ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/api/operator/status': { GET: status.GET },
  '/api/operator/maintenance': { GET: maintenance.GET, POST: maintenance.POST },
  '/api/operator/sign-in-link': { POST: signInLink.POST },
  '/api/operator/uploads': { GET: uploads.GET, POST: uploads.POST },
};

async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const handler =
    OPERATOR_ROUTES[new URL(incoming.url ?? '/', 'http://127.0.0.1').pathname]?.[incoming.method ?? 'GET'];
  if (!handler) {
    outgoing.writeHead(404).end();

    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );
  const response = await handler(
    new Request(`http://127.0.0.1${incoming.url ?? '/'}`, {
      method: incoming.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    }),
  );
  outgoing
    .writeHead(response.status, Object.fromEntries(response.headers))
    .end(Buffer.from(await response.arrayBuffer()));
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  await createDataFolderDatabase();
  await withDataFolderDatabase(async (database) => {
    await database.query(`insert into admin_accounts (email, first_name) values ('admin@example.com', 'Болормаа')`);
  });
});

describe('the operator commands with no server running', () => {
  it(
    'npm run status prints each part and exits with 1 while something needs attention',
    async () => {
      const { code, output } = await npmRun('status');

      expect(output).toMatch(/^Version {6}0\.1\.0/m);
      expect(output).toMatch(/^Migrations {3}\S+ \((\d+) of \1\), current$/m);
      expect(output).toContain(`database  ok      embedded (PGlite) in ${dataDir}/db`);
      expect(output).toMatch(/^Disk {9}data {5}[\d.]+ [KMGT]?B free of/m);
      expect(output).toContain('Mail         0 pending, 0 failed');
      expect(output).toContain('Needs attention:\n  - No backup has been made yet');
      expect(code).toBe(1);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'npm run maintenance on|off turns maintenance mode on and off, says whether it is on, and refuses another word',
    async () => {
      expect(await npmRun('maintenance', ['on'])).toEqual({
        code: 0,
        output: expect.stringMatching(/^Maintenance mode is ON since /),
      });
      expect((await npmRun('maintenance')).output).toMatch(/^Maintenance mode is ON since .* \(command line\)\)/);
      expect(await npmRun('maintenance', ['off'])).toEqual({
        code: 0,
        output: 'Maintenance mode is off: the site takes writes.\n',
      });
      expect(await npmRun('maintenance', ['sideways'])).toEqual({
        code: 2,
        output: 'Usage: npm run maintenance [on|off]\n',
      });
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'npm run admin:sign-in-link prints a one-time link for a staff address only, and the audit log records it',
    async () => {
      const made = await npmRun('admin:sign-in-link', ['Admin@Example.com']);
      const refused = await npmRun('admin:sign-in-link', ['stranger@example.com']);

      expect(made.code).toBe(0);
      expect(made.output).toMatch(
        /^Sign-in link for admin@example\.com, usable once until \S+:\n\nhttp:\/\/localhost:3390\/api\/auth\/sign-in-link\?token=[\w-]{43}\n/,
      );
      expect(refused).toEqual({ code: 1, output: 'No staff account has the address stranger@example.com.\n' });
      const audit = await withDataFolderDatabase(
        async (database) =>
          (
            await database.query<{ action: string; target: string; account_email: string }>(
              'select action, target, account_email from audit_log order by id',
            )
          ).rows,
      );
      expect(audit).toEqual([
        { action: 'maintenance.status', target: 'on', account_email: expect.stringMatching(/ \(command line\)$/) },
        { action: 'maintenance.status', target: 'off', account_email: expect.stringMatching(/ \(command line\)$/) },
        {
          action: 'sign-in-link.create',
          target: 'admin@example.com',
          account_email: expect.stringMatching(/ \(command line\)$/),
        },
      ]);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'npm run uploads:report lists what no row names and deletes nothing; --delete-orphans deletes the orphans over an hour old',
    async () => {
      const uploadsFolder = path.join(dataDir, 'uploads', 'admin', 'images');
      await mkdir(uploadsFolder, { recursive: true });
      await writeFile(path.join(uploadsFolder, 'old.png'), Buffer.alloc(2048));
      await writeFile(path.join(uploadsFolder, 'new.png'), Buffer.alloc(1024));
      const threeHoursAgo = new Date(Date.now() - 3 * 3600_000);
      await utimes(path.join(uploadsFolder, 'old.png'), threeHoursAgo, threeHoursAgo);

      const dryRun = await npmRun('uploads:report');
      const stored = await readdir(uploadsFolder);
      const deletion = await npmRun('uploads:report', ['--delete-orphans']);

      expect(dryRun.code).toBe(0);
      expect(dryRun.output).toMatch(/^admin\/images +2 +3\.0 KB +2 +3\.0 KB$/m);
      expect(dryRun.output).toContain('A dry run: nothing was deleted.');
      expect(stored.sort()).toEqual(['new.png', 'old.png']);
      expect(deletion.output).toContain('Deleted 1 orphan(s), 2.0 KB.\nKept 1 orphan(s) stored less than an hour ago');
      expect(await readdir(uploadsFolder)).toEqual(['new.png']);
    },
    COMMAND_TIMEOUT_MS,
  );
});

describe('the operator commands while a server holds the embedded database', () => {
  const server = createServer((incoming, outgoing) => void answer(incoming, outgoing));
  let port = 0;
  let serverDatabase: PGlite;

  beforeAll(async () => {
    recordSocketAddresses();
    port = await listen(server);
    // The server keeps its database open all along; only it may open it.
    serverDatabase = new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: EMBEDDED_EXTENSIONS });
    await serverDatabase.query('select 1');
    // What tells this server's answers apart from the data folder's own database.
    await db.insert(outboxMails).values({
      kind: 'sign-in-code',
      to: 'a@example.com',
      subject: 's',
      html: '',
      text: '',
      locale: 'mn',
      status: 'failed',
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await serverDatabase.close();
  });

  it(
    'npm run status asks the running server, which gathers the report',
    async () => {
      const { code, output } = await npmRun('status', [], { port });

      expect(output).toContain('Mail         0 pending, 1 failed');
      expect(output).toContain('  - 1 mail(s) failed: resend them on /admin/operations');
      expect(code).toBe(1);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'npm run maintenance on asks the running server, whose public writes then answer 503',
    async () => {
      expect((await npmRun('maintenance', ['on'], { port })).code).toBe(0);
      const write = await insertOfficeRequest(
        new Request('http://localhost/api/insert/office-request', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      );
      expect((await npmRun('maintenance', ['off'], { port })).code).toBe(0);

      expect(write.status).toBe(503);
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    'refuses to open the database when the server holding it does not answer on PORT',
    async () => {
      const elsewhere = createServer();
      const unusedPort = await listen(elsewhere);
      await new Promise((resolve) => elsewhere.close(resolve));

      const { code, output } = await npmRun('status', [], { port: unusedPort });

      expect(code).toBe(1);
      expect(output).toContain(
        `The embedded database in ${dataDir}/db is open, but no server answers on port ${unusedPort}`,
      );
    },
    COMMAND_TIMEOUT_MS,
  );
});
