import { mkdtempSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

// The operator's token and the uploads live under DATA_DIR, read when lib/env is first imported: set it first.
const dataDir = mkdtempSync(path.join(tmpdir(), 'operator-routes-'));
process.env.DATA_DIR = dataDir;

const { useTestDatabase: prepareTestDatabase } = await import('@/tests/fixtures/database');
const { createStaffAccounts } = await import('@/tests/fixtures/staff-accounts');
const { db } = await import('@/db');
const { maintenanceMode, outboxMails, signInLinks } = await import('@/db/schema');
const { RELAYED_HEADER, SOCKET_ADDRESS_HEADER } = await import('@/lib/http/socket-address');
const { operatorToken } = await import('@/lib/operations/operator-access');
const status = await import('@/app/api/operator/status/route');
const maintenance = await import('@/app/api/operator/maintenance/route');
const signInLink = await import('@/app/api/operator/sign-in-link/route');
const uploads = await import('@/app/api/operator/uploads/route');

prepareTestDatabase();

beforeAll(async () => {
  await createStaffAccounts();
});

type Caller = 'operator' | 'no token' | 'through a proxy' | 'another machine';

/** A call as each caller makes it: the operator's command connects to loopback with the token kept in DATA_DIR. */
function call(
  caller: Caller,
  route: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Request {
  const token: Record<string, string> = caller === 'no token' ? {} : { authorization: `Bearer ${operatorToken()}` };
  const socket = caller === 'another machine' ? '10.0.0.7' : '127.0.0.1';
  const headers = {
    ...token,
    [SOCKET_ADDRESS_HEADER]: socket,
    [RELAYED_HEADER]: caller === 'through a proxy' ? '1' : '0',
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
  };

  return new Request(`http://127.0.0.1:3000/api/operator/${route}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
}

const CALLS = [
  ['GET /api/operator/status', (caller: Caller) => status.GET(call(caller, 'status'))],
  ['GET /api/operator/maintenance', (caller: Caller) => maintenance.GET(call(caller, 'maintenance'))],
  [
    'POST /api/operator/maintenance',
    (caller: Caller) =>
      maintenance.POST(call(caller, 'maintenance', { method: 'POST', body: { isOn: true, changedBy: 'x' } })),
  ],
  [
    'POST /api/operator/sign-in-link',
    (caller: Caller) =>
      signInLink.POST(
        call(caller, 'sign-in-link', { method: 'POST', body: { email: 'admin@example.com', issuedBy: 'x' } }),
      ),
  ],
  ['GET /api/operator/uploads', (caller: Caller) => uploads.GET(call(caller, 'uploads'))],
  ['POST /api/operator/uploads', (caller: Caller) => uploads.POST(call(caller, 'uploads', { method: 'POST' }))],
] as const;

describe('the operator routes', () => {
  it.each(CALLS)(
    '%s answers only a command on this machine with the kept token (403 otherwise, nothing changed)',
    async (_name, answer) => {
      for (const caller of ['no token', 'through a proxy', 'another machine'] as const) {
        expect((await answer(caller)).status, caller).toBe(403);
      }

      expect(await db.$count(maintenanceMode)).toBe(0);
      expect(await db.$count(signInLinks)).toBe(0);
    },
  );
});

describe('GET /api/operator/status', () => {
  it('answers the status report, with what needs attention', async () => {
    await db.insert(outboxMails).values({
      kind: 'sign-in-code',
      to: 'a@example.com',
      subject: 's',
      html: '',
      text: '',
      locale: 'mn',
      status: 'failed',
    });

    const answer = await status.GET(call('operator', 'status'));

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const report = await answer.json();
    expect(report).toMatchObject({
      migrations: { isCurrent: true },
      // The embedded database, or PostgreSQL when the tests run against one (DATABASE_URL).
      services: expect.arrayContaining([
        {
          name: 'database',
          state: 'ok',
          detail: expect.stringMatching(process.env.DATABASE_URL ? /^PostgreSQL/ : /embedded/),
        },
      ]),
      mail: { pending: 0, failed: 1 },
      backups: { newest: null },
      maintenance: { isOn: false },
    });
    expect(report.problems).toEqual(
      expect.arrayContaining(['1 mail(s) failed: resend them on /admin/operations', 'No backup has been made yet']),
    );
  });
});

describe('/api/operator/maintenance', () => {
  it('turns maintenance mode on and off for the operator and says so; refuses a body that says neither', async () => {
    const on = await maintenance.POST(
      call('operator', 'maintenance', {
        method: 'POST',
        body: { isOn: true, changedBy: 'deploy@web-1 (command line)' },
      }),
    );
    expect(await on.json()).toEqual({
      isOn: true,
      changedBy: 'deploy@web-1 (command line)',
      changedAt: expect.any(String),
    });
    expect(await (await maintenance.GET(call('operator', 'maintenance'))).json()).toMatchObject({ isOn: true });

    const invalid = await maintenance.POST(call('operator', 'maintenance', { method: 'POST', body: { isOn: 'yes' } }));
    expect(invalid.status).toBe(400);

    await maintenance.POST(
      call('operator', 'maintenance', {
        method: 'POST',
        body: { isOn: false, changedBy: 'deploy@web-1 (command line)' },
      }),
    );
    expect(await (await maintenance.GET(call('operator', 'maintenance'))).json()).toMatchObject({ isOn: false });
  });
});

describe('POST /api/operator/sign-in-link', () => {
  it('answers a link for a staff address and none for another', async () => {
    const staff = await signInLink.POST(
      call('operator', 'sign-in-link', {
        method: 'POST',
        body: { email: 'admin@example.com', issuedBy: 'deploy@web-1 (command line)' },
      }),
    );
    const stranger = await signInLink.POST(
      call('operator', 'sign-in-link', {
        method: 'POST',
        body: { email: 'stranger@example.com', issuedBy: 'deploy@web-1 (command line)' },
      }),
    );

    expect(await staff.json()).toEqual({
      link: { url: expect.stringMatching(/\/api\/auth\/sign-in-link\?token=/), expiresAt: expect.any(String) },
    });
    expect(await stranger.json()).toEqual({ link: null });
  });
});

describe('/api/operator/uploads', () => {
  it('reports the orphans, and deletes those over an hour old on POST', async () => {
    const file = path.join(dataDir, 'uploads', 'news', 'lost.jpg');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.alloc(10));
    const longAgo = new Date(Date.now() - 3 * 60 * 60_000);
    await utimes(file, longAgo, longAgo);

    const report = await (await uploads.GET(call('operator', 'uploads'))).json();
    const deletion = await (await uploads.POST(call('operator', 'uploads', { method: 'POST' }))).json();

    expect(report).toMatchObject({ files: 1, orphans: [{ key: 'news/lost.jpg', size: 10 }] });
    expect(deletion).toMatchObject({ deleted: ['news/lost.jpg'], keptAsRecent: [] });
    expect((await (await uploads.GET(call('operator', 'uploads'))).json()).files).toBe(0);
  });
});
