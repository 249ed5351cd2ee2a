import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import mn from '@/messages/mn/errors.json';
import en from '@/messages/en/errors.json';
import { useTestDatabase } from '@/tests/fixtures/database';

useTestDatabase();

const ROOT = path.resolve(import.meta.dirname, '../..');
const API = path.join(ROOT, 'app/api');
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** GET calls that mail someone or change something because the seeds call them with GET. */
const SAME_SITE_READS = ['create/code', 'yellow-page/send/verification-code', 'yellow-page/accept/meeting'];
const ATTACKER = 'https://attacker.example';
/** Writes that take url-encoded forms, and why; each still refuses another site. */
const FORM_POSTS: Record<string, string> = {
  'POST app/api/auth/[...nextauth]/route.ts':
    "next-auth's own client posts its sign-in and sign-out forms url-encoded, each with its CSRF token",
};

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

function routeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return routeFiles(full);

    return name === 'route.ts' ? [full] : [];
  });
}

/** `app/api/admin/upload/[kind]/route.ts` -> the address it answers, a dynamic segment filled with `image`. */
function addressOf(file: string): string {
  const route = path
    .relative(API, path.dirname(file))
    .split(path.sep)
    .map((segment) => (/^\[\w+\]$/.test(segment) ? 'image' : segment));

  return `http://localhost/api/${route.join('/')}?id=1&email=attendee@example.com&lang=mn`;
}

async function handlersOf(file: string, methods: readonly string[]): Promise<[string, Handler][]> {
  const exported: Record<string, unknown> = await import(/* @vite-ignore */ file);

  return methods.flatMap((method) =>
    typeof exported[method] === 'function' ? [[method, exported[method] as Handler] as [string, Handler]] : [],
  );
}

/** The rows of a raw query, as both database drivers answer them. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
    ? result.rows
    : [];
}

/** Rows per table: what any accepted write (a stored row, a queued mail, a rate-limit hit) would change. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = rowsOf(
      await db.execute(sql`select count(*)::int as count from ${sql.identifier(String(tablename))}`),
    );
    counts[String(tablename)] = Number(row?.count ?? 0);
  }

  return counts;
}

const call = (handler: Handler, request: Request) => handler(request, { params: Promise.resolve({ kind: 'image' }) });

const writes = await Promise.all(
  routeFiles(API).map(async (file) => ({ file, handlers: await handlersOf(file, WRITE_METHODS) })),
);
const WRITE_HANDLERS = writes.flatMap(({ file, handlers }) =>
  handlers.map(([method, handler]) => [`${method} ${path.relative(ROOT, file)}`, file, method, handler] as const),
);

describe('no page on another site can change anything', () => {
  it('finds the write handlers on disk', () => {
    expect(WRITE_HANDLERS.length).toBeGreaterThanOrEqual(26);
  });

  it.each(WRITE_HANDLERS)(
    '%s refuses a request sent from another site, whatever its body, and changes nothing',
    async (_name, file, method, handler) => {
      const before = await rowCounts();
      const bodies = [
        { 'Content-Type': 'text/plain', body: '{"email":"admin@example.com"}' },
        { 'Content-Type': 'application/json', body: '{"email":"admin@example.com"}' },
      ];
      for (const { body, ...headers } of bodies) {
        const fromOrigin = await call(
          handler,
          new Request(addressOf(file), { method, headers: { ...headers, Origin: ATTACKER }, body }),
        );
        expect(fromOrigin.status).toBe(403);
        expect(await fromOrigin.json()).toEqual({ message: mn.crossSite });

        // A browser that names the request's site but sends no Origin (a navigation), answered in English when asked.
        const fromSite = await call(
          handler,
          new Request(addressOf(file).replace('lang=mn', 'lang=en'), {
            method,
            headers: { ...headers, 'Sec-Fetch-Site': 'cross-site' },
            body,
          }),
        );
        expect(fromSite.status).toBe(403);
        expect(await fromSite.json()).toEqual({ message: en.crossSite });
      }

      expect(await rowCounts()).toEqual(before);
    },
  );

  it.each(WRITE_HANDLERS.filter(([name]) => !FORM_POSTS[name]))(
    '%s refuses a text/plain or form-encoded body from anywhere with 415 and changes nothing',
    async (_name, file, method, handler) => {
      const before = await rowCounts();
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
        const response = await call(
          handler,
          new Request(addressOf(file), {
            method,
            headers: { 'Content-Type': type, Origin: 'http://localhost' },
            body: 'email=admin@example.com',
          }),
        );
        expect(response.status).toBe(415);
        expect((await response.json()).message).toMatch(/^Хүсэлтийн төрөл буруу байна/);
      }

      expect(await rowCounts()).toEqual(before);
    },
  );

  it.each(SAME_SITE_READS)('GET /api/%s refuses a request sent from another site and mails nobody', async (route) => {
    const [[, handler] = []] = await handlersOf(path.join(API, route, 'route.ts'), ['GET']);
    if (!handler) throw new Error(`no GET handler for ${route}`);
    const before = await rowCounts();

    const response = await call(
      handler,
      new Request(addressOf(path.join(API, route, 'route.ts')), {
        headers: { 'Sec-Fetch-Site': 'cross-site', 'Accept-Language': 'en-US,en;q=0.9' },
      }),
    );

    expect(response.status).toBe(403);
    // lang=mn in the address wins over the browser's preference.
    expect(await response.json()).toEqual({ message: mn.crossSite });
    expect(await rowCounts()).toEqual(before);
  });
});
