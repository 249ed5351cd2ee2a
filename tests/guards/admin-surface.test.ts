import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { API_ROUTES } from '@/lib/api/openapi/routes';
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

// Nobody is signed in: the session is the only thing replaced, every guard and query is the real one.
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => null }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn() }));

prepareTestDatabase();

const ROOT = path.resolve(import.meta.dirname, '../..');
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Server actions anyone may call, and why. Any other 'use server' export must refuse a visitor. */
const PUBLIC_ACTIONS: Record<string, string> = {
  'lib/auth/actions.ts#requestAdminCode': 'the sign-in step itself: mails a code to a registered staff e-mail',
  'lib/membership/actions.ts#createOfficeRequest': 'the public membership request form (rate-limited)',
  'lib/conference/actions.ts#createRegistration': 'the public conference registration form (rate-limited)',
  'lib/directory/registration/actions.ts#registerCompany': 'the public directory company registration form (rate-limited, stored for review)',
  'lib/directory/registration/actions.ts#registerConsultant': 'the public directory consultant registration form (rate-limited, stored for review)',
};

function filesUnder(folder: string, accept: (file: string) => boolean): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return filesUnder(full, accept);

    return accept(full) ? [full] : [];
  });
}

const relative = (file: string): string => path.relative(ROOT, file).split(path.sep).join('/');

/** Every module whose first statement is 'use server' (its exports are callable from any browser). */
function serverActionModules(): string[] {
  return ['lib', 'app', 'components'].flatMap((folder) =>
    filesUnder(path.join(ROOT, folder), (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).filter((file) =>
      /^\s*(['"])use server\1/.test(readFileSync(file, 'utf8')),
    ),
  );
}

/** `/api/admin/upload/{kind}` -> the handler file and the params its dynamic segments take. */
function handlerFile(apiPath: string): { file: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = apiPath.split('/').map((segment) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return segment;
    params[name] = 'image';

    return `[${name}]`;
  });

  return { file: path.join(ROOT, 'app', ...segments, 'route.ts'), params };
}

const ADMIN_ROUTES = API_ROUTES.filter((route) => route.isAdmin);

describe('the admin surface refuses a visitor', () => {
  it('declares every handler under /api/admin as an admin route', () => {
    const onDisk = filesUnder(path.join(ROOT, 'app/api/admin'), (file) => file.endsWith('route.ts')).map(relative);
    const declared = ADMIN_ROUTES.map((route) => relative(handlerFile(route.path).file));

    expect(onDisk.filter((file) => !declared.includes(file))).toEqual([]);
  });

  // A layout is no boundary: a client-side navigation fetches only the new page's segment, so every page checks.
  it('checks the session in every admin page itself', () => {
    const pages = filesUnder(path.join(ROOT, 'app/(admin)/admin'), (file) => file.endsWith('page.tsx'))
      .filter((file) => !/[\\/]login[\\/]/.test(file))
      .filter((file) => !/requireAdminPage\(|getAdmin\(/.test(readFileSync(file, 'utf8')));

    expect(pages.map(relative)).toEqual([]);
  });

  it('declares every handler that checks for staff as an admin route', () => {
    const guarded = filesUnder(path.join(ROOT, 'app/api'), (file) => file.endsWith('route.ts'))
      .filter((file) => readFileSync(file, 'utf8').includes('authorizeAdminRequest('))
      .map(relative);
    const declared = ADMIN_ROUTES.map((route) => relative(handlerFile(route.path).file));

    expect(guarded.filter((file) => !declared.includes(file))).toEqual([]);
  });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s answers 401 without a session',
    async (_name, route) => {
      const { file, params } = handlerFile(route.path);
      const handlers: Record<string, unknown> = await import(/* @vite-ignore */ file);
      const exported = HTTP_METHODS.filter((method) => typeof handlers[method] === 'function');
      expect(exported).toContain(route.method.toUpperCase());

      for (const method of exported) {
        const handler = handlers[method] as (request: Request, context: unknown) => Promise<Response>;
        const url = `http://localhost${route.path.replace(/\{\w+\}/g, 'image')}?page=1&limit=10&format=csv`;
        // Each write takes JSON, a multipart form or a raw file: the body is one of the types the route takes.
        const headers = method === 'GET' ? undefined : { 'Content-Type': 'application/json' };
        const body = method === 'GET' ? undefined : JSON.stringify({ id: 1 });
        let response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(params) });
        if (response.status === 415) response = await handler(new Request(url, { method, body: new FormData() }), { params: Promise.resolve(params) });

        expect(response.status, `${method} ${route.path}`).toBe(401);
        expect(await response.json()).toEqual({ message: 'Нэвтэрч орно уу.' });
      }
    },
  );

  it.each(serverActionModules().map((file) => [relative(file), file] as const))(
    'every action of %s refuses a visitor',
    async (name, file) => {
      const actions: Record<string, unknown> = await import(/* @vite-ignore */ file);
      for (const [exportName, action] of Object.entries(actions)) {
        if (typeof action !== 'function' || PUBLIC_ACTIONS[`${name}#${exportName}`]) continue;
        const call = action as (...inputs: unknown[]) => Promise<unknown>;
        const formData = new FormData();
        formData.set('id', '1');

        for (const input of [{ id: 1 }, formData]) {
          expect(await call(input), `${name}#${exportName}`).toEqual({ ok: false, error: 'errors.unauthorized' });
        }
      }
    },
  );
});
