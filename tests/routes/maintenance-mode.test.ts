import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { GET as createMemberCode } from '@/app/api/create/code/route';
import { POST as requestStaffCode } from '@/app/api/auth/admin-code/route';
import { POST as insertOfficeRequest } from '@/app/api/insert/office-request/route';
import { db } from '@/db';
import { officeRequests } from '@/db/schema';
import { issueSessionCookie } from '@/lib/auth/session-cookie';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@/lib/maintenance/rules';
import { setMaintenanceMode } from '@/lib/maintenance/writes';
import enErrors from '@/messages/en/errors.json';
import mnErrors from '@/messages/mn/errors.json';
import proxy from '@/proxy';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

prepareTestDatabase();

const OPERATOR = 'deploy@web-1 (command line)';
const staff = { cookie: '' };

beforeAll(async () => {
  const { adminId } = await createStaffAccounts();
  const cookie = await issueSessionCookie({ kind: 'admin', id: adminId, email: 'admin@example.com' });
  staff.cookie = `${cookie.name}=${cookie.value}`;
});

afterEach(async () => {
  await setMaintenanceMode({ isOn: false, changedBy: OPERATOR });
});

/** The public membership form's call, with an empty body: a handler reached answers 400 and stores nothing. */
const postOfficeRequest = ({ query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {}) =>
  insertOfficeRequest(
    new Request(`http://localhost/api/insert/office-request${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '10.7.0.1', ...headers },
      body: '{}',
    }),
  );

/** A page's server action as React's action client posts it from the page, through the proxy. */
const postAction = (address: string, headers: Record<string, string> = {}) =>
  proxy(
    new NextRequest(`http://localhost${address}`, {
      method: 'POST',
      headers: {
        'next-action': '7f3a',
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        referer: `http://localhost${address}`,
        ...headers,
      },
      body: '[{}]',
    }),
  );
const wasPassedOn = (response: Response) =>
  response.headers.has('x-middleware-next') || response.headers.has('x-middleware-rewrite');

describe('a write while maintenance mode is on', () => {
  it("answers 503 with Retry-After and the notice in the request's language, and stores nothing", async () => {
    await setMaintenanceMode({ isOn: true, changedBy: OPERATOR });

    const mongolian = await postOfficeRequest();
    const english = await postOfficeRequest({ query: '?lang=en' });

    expect(mongolian.status).toBe(503);
    expect(mongolian.headers.get('retry-after')).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
    expect(await mongolian.json()).toEqual({ message: mnErrors.maintenance });
    expect(english.status).toBe(503);
    expect(await english.json()).toEqual({ message: enErrors.maintenance });
    expect(await db.$count(officeRequests)).toBe(0);
  });

  it('refuses the GET calls that mail or change something too', async () => {
    await setMaintenanceMode({ isOn: true, changedBy: OPERATOR });

    const response = await createMemberCode(
      new Request('http://localhost/api/create/code?email=member@example.com&lang=en'),
    );

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: enErrors.maintenance });
  });

  it('lets signed-in staff and signing in through', async () => {
    await setMaintenanceMode({ isOn: true, changedBy: OPERATOR });

    const fromStaff = await postOfficeRequest({ headers: { cookie: staff.cookie } });
    const staffCode = await requestStaffCode(
      new Request('http://localhost/api/auth/admin-code', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '10.7.0.2' },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      }),
    );

    // The handler answered: the empty form's field errors.
    expect(fromStaff.status).toBe(400);
    expect(staffCode.status).toBe(200);
  });

  it("answers a public page's server action with 503 in the proxy, before its body is read, and passes the back-office's on", async () => {
    await setMaintenanceMode({ isOn: true, changedBy: OPERATOR });

    const publicAction = await postAction('/en/mm/member');
    const backOfficeAction = await postAction('/admin/news', { cookie: staff.cookie });

    expect(publicAction.status).toBe(503);
    expect(publicAction.headers.get('retry-after')).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
    expect(await publicAction.json()).toEqual({ message: enErrors.maintenance });
    expect(wasPassedOn(backOfficeAction)).toBe(true);
  });

  it('reaches the handlers and the actions again once it is off', async () => {
    await setMaintenanceMode({ isOn: true, changedBy: OPERATOR });
    await setMaintenanceMode({ isOn: false, changedBy: OPERATOR });

    expect((await postOfficeRequest()).status).toBe(400);
    expect(wasPassedOn(await postAction('/mm/member'))).toBe(true);
  });
});
