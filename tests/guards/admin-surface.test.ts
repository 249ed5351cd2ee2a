import { readFileSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_NAV } from '@/lib/admin/nav-items';
import { PERSONAL_DATA_PERMISSIONS, type PersonalData } from '@/lib/admin/personal-data';
import { API_ROUTES } from '@/lib/api/openapi/routes';
import { type AdminPermission, can, ROLES } from '@/lib/auth/roles';
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { insertPersonalData, MARKED_NAME, PERSONAL_DATA_MARKERS } from '@/tests/fixtures/personal-data';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import {
  actionPermissions,
  declaredPermission,
  filesUnder,
  isServerActionModule,
  relative,
  ROOT,
} from './declared-permissions';

// Only the session is replaced (by each staff account's subject, real rows in the database); every guard and
// query is the real one.

prepareTestDatabase();

type Visitor = { name: 'visitor'; role: null };
type Staff = { name: 'user' | 'moderator' | 'admin'; role: number };
const STAFF: Staff[] = [
  { name: 'user', role: ROLES.user },
  { name: 'moderator', role: ROLES.moderator },
  { name: 'admin', role: ROLES.admin },
];
const EVERYONE: (Visitor | Staff)[] = [{ name: 'visitor', role: null }, ...STAFF];
const accountIds: Record<Staff['name'], number> = { user: 0, moderator: 0, admin: 0 };

beforeAll(async () => {
  const ids = await createStaffAccounts();
  Object.assign(accountIds, { user: ids.userId, moderator: ids.moderatorId, admin: ids.adminId });
  await insertPersonalData();
});

function signInAsSomeone(who: Visitor | Staff): void {
  signInAs(who.role === null ? null : { kind: 'admin', id: accountIds[who.name] });
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Server actions anyone may call, and why. Any other 'use server' export must refuse a visitor. */
const PUBLIC_ACTIONS: Record<string, string> = {
  'lib/auth/actions.ts#requestAdminCode': 'the sign-in step itself: mails a code to a registered staff e-mail',
  'lib/membership-requests/actions.ts#createOfficeRequest': 'the public membership request form (rate-limited)',
  'lib/conference/sign-up/actions.ts#createRegistration': 'the public conference registration form (rate-limited)',
  'lib/directory/registration/actions.ts#registerCompany':
    'the public directory company registration form (rate-limited, stored for review)',
  'lib/directory/registration/actions.ts#registerConsultant':
    'the public directory consultant registration form (rate-limited, stored for review)',
};

/** Every module whose first statement is 'use server' (its exports are callable from any browser). */
function serverActionModules(): string[] {
  return ['lib', 'app', 'components'].flatMap((folder) =>
    filesUnder(path.join(ROOT, folder), (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).filter((file) =>
      isServerActionModule(readFileSync(file, 'utf8')),
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
const API_HANDLERS = filesUnder(path.join(ROOT, 'app/api'), (file) => file.endsWith('route.ts'));

/** Handlers a member reads its own assessment through, and staff any member's: the staff side has a permission. */
const MEMBER_OR_STAFF_HANDLERS = API_HANDLERS.filter((file) =>
  readFileSync(file, 'utf8').includes('getAssessmentReader('),
);

/** Every handler staff use, with the URL and params the crawl calls it with. */
const STAFF_HANDLERS = [
  ...ADMIN_ROUTES.map((route) => ({ ...handlerFile(route.path), url: route.path.replace(/\{\w+\}/g, 'image') })),
  ...MEMBER_OR_STAFF_HANDLERS.map((file) => ({
    file,
    params: { key: ['image'] },
    url: `/${relative(path.dirname(file))
      .replace(/^app\//, '')
      .replace(/\/\[\.\.\.\w+\]$/, '/image')}`,
  })),
];

const ADMIN_PAGES = filesUnder(path.join(ROOT, 'app/(admin)/admin'), (file) => file.endsWith('page.tsx')).filter(
  (file) => !/[\\/]login[\\/]/.test(file),
);

/** `/admin/(shell)/update-news/[id]/page.tsx` -> `/admin/update-news/[id]`, and the params the page takes. */
function pageRoute(file: string): { href: string; params: Record<string, string | string[]> } {
  const segments = relative(path.dirname(file))
    .split('/')
    .slice(1)
    .filter((segment) => !/^\(.*\)$/.test(segment));
  const params: Record<string, string | string[]> = {};
  for (const segment of segments) {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment)?.[1];
    const single = /^\[(\w+)\]$/.exec(segment)?.[1];
    if (catchAll) params[catchAll] = ['unknown'];
    else if (single) params[single] = '1';
  }

  return { href: `/${segments.join('/')}`, params };
}

const isAllowed = (who: Visitor | Staff, permission: AdminPermission | string): boolean =>
  who.role !== null && can(who.role, permission as AdminPermission);

const PERSONAL_DATA_KINDS = Object.keys(PERSONAL_DATA_MARKERS) as PersonalData[];

/** A page's element tree as text: its props, which travel to the browser, without the cycles some hold. */
function treeText(tree: unknown): string {
  const seen = new WeakSet<object>();

  return JSON.stringify(tree, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return undefined;
    seen.add(value);

    return value;
  });
}

/** The seeded personal data (tests/fixtures/personal-data.ts) in `text` that `who` may not read. */
function withheldIn(who: Staff, text: string): string[] {
  return PERSONAL_DATA_KINDS.filter((kind) => !can(who.role, PERSONAL_DATA_PERMISSIONS[kind])).flatMap((kind) =>
    PERSONAL_DATA_MARKERS[kind].filter((marker) => text.includes(marker)),
  );
}

/** Screens, calls and writes that show or change people rather than content, and the permission each needs. */
const PERSONAL_DATA: Record<string, AdminPermission> = {
  'app/(admin)/admin/(shell)/request-list/page.tsx': 'requests',
  'app/api/get/office-request/route.ts': 'requests',
  'app/(admin)/admin/(shell)/yellow/request/page.tsx': 'requests',
  'app/api/yellow-page/get/new-request/route.ts': 'requests',
  'app/api/yellow-page/get/company/route.ts': 'requests',
  'app/api/yellow-page/get/person/route.ts': 'requests',
  'lib/directory/admin/actions/review-request.ts#reviewRequest': 'requests',
  'app/(admin)/admin/(shell)/assessment-result/page.tsx': 'evidence',
  'app/(admin)/admin/(shell)/assessment-member-result/page.tsx': 'evidence',
  'app/api/get/assessment-respondents/route.ts': 'evidence',
  'app/api/get/assessment-answer/route.ts': 'evidence',
  'app/api/get/member-assessment-result/route.ts': 'evidence',
  'app/api/get/member-files/route.ts': 'evidence',
  'app/api/get/member-answers/route.ts': 'evidence',
  'app/api/get/member-file/[...key]/route.ts': 'evidence',
  'app/(admin)/admin/(shell)/week/register/page.tsx': 'registrations',
  'app/(admin)/admin/(shell)/week/new-register/page.tsx': 'registrations',
  'app/api/mw/get/user-registration/route.ts': 'registrations',
  'app/api/mw/get/new-registration/route.ts': 'registrations',
  'lib/conference/registrations/actions.ts#createEditionRegistration': 'registrations',
  'app/(admin)/admin/(shell)/yellow/add-user/page.tsx': 'attendees',
  'app/(admin)/admin/(shell)/yellow/meeting-users/page.tsx': 'attendees',
  'app/(admin)/admin/(shell)/yellow/meeting-list/page.tsx': 'attendees',
  'app/api/yellow-page/get/meeting-users/route.ts': 'attendees',
  'app/api/yellow-page/get/meetings/route.ts': 'attendees',
  'app/api/yellow-page/upload/meeting-users/route.ts': 'attendees',
  'app/api/yellow-page/insert/meeting-user/route.ts': 'attendees',
  'app/api/yellow-page/update/meeting-user/route.ts': 'attendees',
  'app/api/yellow-page/delete/meeting-user/route.ts': 'attendees',
  'app/(admin)/admin/(shell)/audit-log/page.tsx': 'audit',
  'app/api/admin/get/audit-log/route.ts': 'audit',
  'app/(admin)/admin/(shell)/accounts/page.tsx': 'accounts',
  'app/api/get/admin-users/route.ts': 'accounts',
  'app/(admin)/admin/(shell)/operations/page.tsx': 'operations',
  'lib/operations/mail-actions.ts#resendMail': 'operations',
};

function permissionAt(location: string): string {
  const [file = '', action] = location.split('#');

  return action
    ? (actionPermissions(path.join(ROOT, file)).get(action) ?? 'none')
    : declaredPermission(path.join(ROOT, file));
}

type PageOutcome = 'shown' | 'forbidden' | 'login' | 'elsewhere' | 'failed';

/** What a page did, read from Next's marks on forbidden(), redirect() and notFound() (their errors' digest). */
function outcomeOf(error: unknown): PageOutcome {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : '';
  if (digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;403')) return 'forbidden';
  if (digest.startsWith('NEXT_REDIRECT') && digest.includes(';/admin/login;')) return 'login';
  // A redirect to another screen, or an unknown id's 404: the page let the account in.
  if (digest.startsWith('NEXT_REDIRECT') || digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return 'elsewhere';

  return 'failed';
}

describe('the admin surface declares a permission everywhere', () => {
  it('declares every handler under /api/admin as an admin route', () => {
    const onDisk = filesUnder(path.join(ROOT, 'app/api/admin'), (file) => file.endsWith('route.ts')).map(relative);
    const declared = ADMIN_ROUTES.map((route) => relative(handlerFile(route.path).file));

    expect(onDisk.filter((file) => !declared.includes(file))).toEqual([]);
  });

  it('declares every handler that checks for staff as an admin route', () => {
    const guarded = API_HANDLERS.filter((file) => readFileSync(file, 'utf8').includes('authorizeAdminRequest(')).map(
      relative,
    );
    const declared = ADMIN_ROUTES.map((route) => relative(handlerFile(route.path).file));

    expect(guarded.filter((file) => !declared.includes(file))).toEqual([]);
  });

  it('reads one known permission from every admin page, handler and action', () => {
    const pages = ADMIN_PAGES.map((file) => declaredPermission(file));
    const handlers = STAFF_HANDLERS.map(({ file }) => declaredPermission(file));
    const actions = serverActionModules().flatMap((file) =>
      [...actionPermissions(file)]
        .filter(([name]) => !PUBLIC_ACTIONS[`${relative(file)}#${name}`])
        .map(([, permission]) => permission),
    );
    const unreadable = [...pages, ...handlers, ...actions].filter((permission) => permission.includes(' '));

    expect(unreadable).toEqual([]);
  });

  it('keeps personal data behind its own permission, which the read-only role lacks', () => {
    const declared = Object.fromEntries(
      Object.keys(PERSONAL_DATA).map((location) => [location, permissionAt(location)]),
    );

    expect(declared).toEqual(PERSONAL_DATA);
    expect(Object.values(PERSONAL_DATA).filter((permission) => can(ROLES.user, permission))).toEqual([]);
  });

  // The menu lists what a role may open: a screen's menu entry asks for the same permission as the screen itself.
  it('gives every menu entry the permission of its screen', () => {
    const pageByHref = new Map(ADMIN_PAGES.map((file) => [pageRoute(file).href, declaredPermission(file)]));
    const entries = ADMIN_NAV.flatMap((group) => group.items).map((item) => ({
      href: item.href,
      menu: item.permission ?? 'read',
      screen: pageByHref.get(item.href),
    }));

    expect(entries.filter((entry) => entry.menu !== entry.screen)).toEqual([]);
  });
});

describe.each(EVERYONE.map((who) => [who.name, who] as const))(
  'the admin surface answers a %s as the table says',
  (_name, who) => {
    it.each(STAFF_HANDLERS.map((handler) => [relative(handler.file), handler] as const))(
      '%s',
      async (_file, handler) => {
        signInAsSomeone(who);
        const permission = declaredPermission(handler.file);
        const handlers: Record<string, unknown> = await import(/* @vite-ignore */ handler.file);
        const exported = HTTP_METHODS.filter((method) => typeof handlers[method] === 'function');
        expect(exported.length).toBeGreaterThan(0);

        for (const method of exported) {
          const call = handlers[method] as (request: Request, context: unknown) => Promise<Response>;
          const url = `http://localhost${handler.url}?page=1&limit=10&format=csv`;
          // Each write takes JSON, a multipart form or a raw file: the body is one of the types the route takes.
          const headers = method === 'GET' ? undefined : { 'Content-Type': 'application/json' };
          const body = method === 'GET' ? undefined : JSON.stringify({ id: 1 });
          const context = { params: Promise.resolve(handler.params) };
          let response = await call(new Request(url, { method, headers, body }), context);
          if (response.status === 415)
            response = await call(new Request(url, { method, body: new FormData() }), context);
          const { status } = response;
          const where = `${method} ${handler.url} (${permission})`;

          if (who.role === null) expect(status, where).toBe(401);
          else if (isAllowed(who, permission)) expect([401, 403], where).not.toContain(status);
          else expect(status, where).toBe(403);
          // An answer the role may read holds no personal data it may not: the kind is left out, not the answer.
          if (who.role !== null && response.ok) expect(withheldIn(who, await response.text()), where).toEqual([]);
        }
      },
    );

    it.each(ADMIN_PAGES.map((file) => [pageRoute(file).href, file] as const))('page %s', async (_href, file) => {
      signInAsSomeone(who);
      const permission = declaredPermission(file);
      const page = ((await import(/* @vite-ignore */ file)) as { default: (props: unknown) => Promise<unknown> })
        .default;
      const { params } = pageRoute(file);
      let rendered = '';
      const outcome = await page({ params: Promise.resolve(params), searchParams: Promise.resolve({}) }).then(
        (tree): PageOutcome => {
          // The page's element tree holds the props its client components get, which travel to the browser.
          rendered = treeText(tree);

          return 'shown';
        },
        outcomeOf,
      );

      if (who.role === null) expect(outcome).toBe('login');
      else if (isAllowed(who, permission)) expect(['shown', 'elsewhere']).toContain(outcome);
      else expect(outcome).toBe('forbidden');
      if (who.role !== null) expect(withheldIn(who, rendered)).toEqual([]);
    });

    it.each(serverActionModules().map((file) => [relative(file), file] as const))(
      'every action of %s',
      async (name, file) => {
        signInAsSomeone(who);
        const permissions = actionPermissions(file);
        const actions: Record<string, unknown> = await import(/* @vite-ignore */ file);
        for (const [exportName, action] of Object.entries(actions)) {
          if (typeof action !== 'function' || PUBLIC_ACTIONS[`${name}#${exportName}`]) continue;
          const permission = permissions.get(exportName) ?? 'none';
          const call = action as (...inputs: unknown[]) => Promise<unknown>;
          const formData = new FormData();
          formData.set('id', '1');

          for (const input of [{ id: 1 }, formData]) {
            const result = await call(input);
            const where = `${name}#${exportName} (${permission})`;
            if (who.role === null) expect(result, where).toEqual({ ok: false, error: 'errors.unauthorized' });
            else if (!isAllowed(who, permission))
              expect(result, where).toEqual({ ok: false, error: 'errors.forbidden' });
            else
              expect(['errors.unauthorized', 'errors.forbidden'], where).not.toContain(
                (result as { error?: string }).error,
              );
          }
        }
      },
    );
  },
);

/**
 * Answers every staff role may read that carry personal data: the URL that finds the seeded rows, and the kind.
 * Each role must get the data exactly when it may read that kind, so the sweep above cannot pass by finding none.
 */
const MIXED_ANSWERS: ReadonlyArray<{ file: string; url: string; kind: PersonalData }> = [
  {
    file: 'app/api/yellow-page/get/company-list/route.ts',
    url: '/api/yellow-page/get/company-list?page=1&limit=30',
    kind: 'directoryRegistrant',
  },
  {
    file: 'app/api/yellow-page/get/company-list/name/route.ts',
    url: `/api/yellow-page/get/company-list/name?name=${MARKED_NAME}`,
    kind: 'directoryRegistrant',
  },
  {
    file: 'app/api/yellow-page/get/consultant-list/route.ts',
    url: '/api/yellow-page/get/consultant-list?approval=all',
    kind: 'directoryRegistrant',
  },
  {
    file: 'app/api/yellow-page/get/consultant-list/name/route.ts',
    url: `/api/yellow-page/get/consultant-list/name?name=${MARKED_NAME}`,
    kind: 'directoryRegistrant',
  },
  {
    file: 'app/api/get/member-companies/route.ts',
    url: `/api/get/member-companies?search=${MARKED_NAME}`,
    kind: 'memberContact',
  },
  {
    file: 'app/api/get/member-companies/route.ts',
    url: `/api/get/member-companies?search=${MARKED_NAME}&format=csv`,
    kind: 'memberContact',
  },
];

describe.each(STAFF.map((who) => [who.name, who] as const))(
  'answers every staff role reads give a %s',
  (_name, who) => {
    it.each(MIXED_ANSWERS.map((answer) => [answer.url, answer] as const))('%s', async (url, { file, kind }) => {
      signInAsSomeone(who);
      const { GET } = (await import(/* @vite-ignore */ path.join(ROOT, file))) as {
        GET: (request: Request) => Promise<Response>;
      };
      const response = await GET(new Request(`http://localhost${encodeURI(url)}`));
      const text = await response.text();

      expect(response.status).toBe(200);
      expect(text).toContain(MARKED_NAME);
      const isReadable = can(who.role, PERSONAL_DATA_PERMISSIONS[kind]);
      for (const marker of PERSONAL_DATA_MARKERS[kind])
        expect(text.includes(marker), `${marker} (${PERSONAL_DATA_PERMISSIONS[kind]})`).toBe(isReadable);
    });
  },
);
