import { createServer, type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
import { issueSessionCookie } from '@/lib/auth/session-cookie';
import { getSessionUser } from '@/lib/auth/session';
import { logger } from '@/lib/observability/logger';
import { requestIdFrom } from '@/lib/observability/request-context';
import { sharedRegistry } from '@/lib/observability/shared.mjs';
import { useTestDatabase } from '@/tests/fixtures/database';

import { logRequests } from './request-log';

// The log lines, read from the very logger the server writes with: it is handed a destination before anything logs.
const lines = await vi.hoisted(async () => {
  const { Writable } = await import('node:stream');
  const { sharedLogger } = await import('@/lib/observability/shared.mjs');
  const written: Array<Record<string, unknown>> = [];
  sharedLogger(
    new Writable({ write: (chunk: Buffer, _encoding, done) => (written.push(JSON.parse(chunk.toString())), done()) }),
  );

  return written;
});

// The request Next.js would expose to server code through cookies() and headers(): here, the one being answered.
const scope = vi.hoisted(() => ({ request: undefined as IncomingMessage | undefined }));
vi.mock('next/headers', () => {
  const requestHeaders = () =>
    new Headers(
      Object.entries(scope.request?.headers ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
    );
  const cookieOf = (name: string) => {
    const pair = (requestHeaders().get('cookie') ?? '').split('; ').find((entry) => entry.startsWith(`${name}=`));

    return pair ? { name, value: pair.slice(name.length + 1) } : undefined;
  };

  return { headers: async () => requestHeaders(), cookies: async () => ({ get: cookieOf }) };
});
// The real session, read from the request's cookie, instead of the tests' double (tests/setup/server-doubles.ts).
vi.unmock('@/lib/auth/session');

useTestDatabase();

/** A server in this process that resolves the session like the application's pages do, then answers. */
const server = createServer((request, response) => {
  scope.request = request;
  void getSessionUser().then(() => response.end('ok'));
});

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; requestId: string | undefined }> {
  const { port } = server.address() as AddressInfo;

  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          requestId: response.headers['x-request-id'] as string | undefined,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const lineOf = (requestId: string | undefined) => lines.find((line) => line.requestId === requestId);

let adminCookie = '';
beforeAll(async () => {
  logRequests();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const [admin] = await db
    .insert(adminAccounts)
    .values({ email: 'oyuna@example.mn', firstName: 'Оюунаа' })
    .returning({ id: adminAccounts.id });
  const cookie = await issueSessionCookie({ kind: 'admin', id: admin?.id ?? 0, email: 'oyuna@example.mn' });
  adminCookie = `${cookie.name}=${cookie.value}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the request log', () => {
  it('writes one line per answered request with its id, method, route, path without query, status and duration', async () => {
    const { requestId } = await get('/mm/contact?q=secret&code=123456');

    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = lineOf(requestId);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request completed',
      method: 'GET',
      path: '/mm/contact',
      status: 200,
      route: expect.any(String),
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line).not.toHaveProperty('accountId');
    expect(lines.filter((entry) => entry.requestId === requestId)).toHaveLength(1);
  });

  it('names the signed-in account, and never writes the cookie, the query or an e-mail address', async () => {
    const { requestId } = await get('/admin/news?email=oyuna@example.mn', {
      cookie: adminCookie,
      authorization: 'Bearer secret-token',
    });

    const line = lineOf(requestId);
    expect(line).toMatchObject({ accountKind: 'admin', accountId: expect.any(Number), path: '/admin/news' });
    const text = JSON.stringify(line);
    for (const secret of [adminCookie.split('=')[1] ?? '', 'oyuna', 'example.mn', 'secret-token', '?'])
      expect(text).not.toContain(secret);
  });

  it('never writes a search term: a news search keeps its route shape, a search by query loses its query', async () => {
    const searches = [
      { path: `/mm/blog/${encodeURIComponent('нууц хайлт')}=2`, logged: '/mm/blog/[term]=2' },
      { path: '/en/mm/blog/secret-term=1', logged: '/en/mm/blog/[term]=1' },
      { path: '/mm/blog?q=secret-term&page=2', logged: '/mm/blog' },
      { path: '/yellow-page?q=secret-term', logged: '/yellow-page' },
      { path: '/api/search/news?q=secret-term', logged: '/api/search/news' },
    ];
    for (const search of searches) {
      const line = lineOf((await get(search.path)).requestId);

      expect(line?.path, search.path).toBe(search.logged);
      expect(JSON.stringify(line), search.path).not.toMatch(/secret|нууц|%D0/i);
    }
    expect(lineOf((await get('/mm/blog/8=1')).requestId)?.path).toBe('/mm/blog/8=1');
  });

  it('replaces an id sent by the client when no trusted proxy is in front', async () => {
    const { requestId } = await get('/mm', { 'x-request-id': 'chosen-by-the-client' });

    expect(requestId).not.toBe('chosen-by-the-client');
    expect(lineOf(requestId)).toBeDefined();
  });

  it('counts the requests by method, route and status for the metrics', async () => {
    await get('/mm/contact');
    const counted = (await sharedRegistry().getSingleMetricAsString('http_requests_total')).split('\n');

    expect(
      counted.some((sample) => /^http_requests_total\{method="GET",route="[^"]+",status="200"\} [1-9]/.test(sample)),
    ).toBe(true);
  });
});

describe('requestIdFrom', () => {
  it("takes a trusted proxy's id when it looks like one, and makes a new one otherwise", () => {
    const nginxId = '9f86d081884c7d659a2feaa0c55ad015';

    expect(requestIdFrom(nginxId, 1)).toBe(nginxId);
    expect(requestIdFrom(nginxId, 0)).not.toBe(nginxId);
    expect(requestIdFrom('<script>alert(1)</script>', 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(['a1b2c3d4e5', 'f6a7b8c9d0'], 1)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the logger', () => {
  it('writes an error with its type, message and stack, an e-mail address in it reduced to its domain', () => {
    logger.error({ err: new Error('550 5.1.1 <bold.erdene@mail.example.mn>: recipient rejected') }, 'Mail failed');

    const line = lines.at(-1);
    expect(line).toMatchObject({
      level: 'error',
      msg: 'Mail failed',
      err: { type: 'Error', message: '550 5.1.1 <…@mail.example.mn>: recipient rejected' },
    });
    expect(JSON.stringify(line)).not.toContain('bold.erdene');
  });
});
