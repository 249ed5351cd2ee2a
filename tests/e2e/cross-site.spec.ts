import { readdir } from 'node:fs/promises';
import path from 'node:path';

import type { Page, Request } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { STAFF } from '../fixtures/admin-session';
import { type AttackerSite, htmlAttribute, startAttackerSite } from '../fixtures/attacker-site';
import { expect, test } from '../fixtures/test';

// The browser prefers Mongolian, so refusals that name no language answer in it.
test.use({ locale: 'mn-MN' });

const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');
const REFUSED_MN = 'Энэ хүсэлтийг зөвхөн энэ сайтын хуудаснаас илгээнэ.';
const REFUSED_EN = "This request may only be sent from this site's own pages.";
const STAMP = Date.now();
const ATTACKER_EMAIL = `prize.${STAMP}@example.mn`;

type Payload = Record<string, string | boolean>;

/** The calls a stranger's page would most like to make a visitor's browser send, each with a body they would accept. */
const TARGETS: { path: string; payload: Payload }[] = [
  { path: '/api/auth/admin-code', payload: { email: 'admin@example.com' } },
  {
    path: '/api/insert/office-request',
    payload: {
      name: `Шагнал ${STAMP}`,
      email: ATTACKER_EMAIL,
      phone_number: '99112233',
      business_type: 'Хайгуул',
      member_request: true,
      codex_request: false,
      meeting_request: false,
    },
  },
  {
    path: '/api/mw/insert/registration',
    payload: {
      company: `Шагнал ${STAMP} ХХК`,
      first_name: 'Шагнал',
      last_name: 'Бэлэг',
      country: 'MN',
      email: ATTACKER_EMAIL,
      phone_number: '99112233',
    },
  },
];

const autoSubmit = '<script>document.forms[0].submit()</script>';

/**
 * The ways a page elsewhere can make a browser post without asking first: an HTML form in each of its encodings
 * (text/plain carrying JSON whole, as `name=value` with the `=` swallowed by a padding key), and fetch in no-cors mode.
 */
const ATTACKS: { name: string; isNavigation: boolean; page: (action: string, payload: Payload) => string }[] = [
  {
    name: 'a text/plain form carrying JSON',
    isNavigation: true,
    page: (action, payload) => {
      const json = JSON.stringify({ ...payload, pad: '' });
      // The browser sends `name=value`: the JSON up to the padding's opening quote, `=`, then `"}` closes it.
      const name = json.slice(0, -2);

      return `<form method="post" enctype="text/plain" action="${htmlAttribute(action)}"><input type="hidden" name="${htmlAttribute(name)}" value="&quot;}"></form>${autoSubmit}`;
    },
  },
  {
    name: 'a url-encoded form',
    isNavigation: true,
    page: (action, payload) =>
      `<form method="post" action="${htmlAttribute(action)}">${Object.entries(payload)
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${htmlAttribute(name)}" value="${htmlAttribute(String(value))}">`,
        )
        .join('')}</form>${autoSubmit}`,
  },
  {
    name: 'a multipart form',
    isNavigation: true,
    page: (action, payload) =>
      `<form method="post" enctype="multipart/form-data" action="${htmlAttribute(action)}">${Object.entries(payload)
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${htmlAttribute(name)}" value="${htmlAttribute(String(value))}">`,
        )
        .join('')}</form>${autoSubmit}`,
  },
  {
    name: 'a no-cors fetch of JSON text',
    isNavigation: false,
    page: (action, payload) =>
      `<script>fetch(${JSON.stringify(action)}, { method: 'POST', mode: 'no-cors', body: ${JSON.stringify(JSON.stringify(payload))} })</script>`,
  },
];

/** The outbox's mails by file name: the server writes each mail before it answers the request that sent it. */
async function outboxFiles(): Promise<string[]> {
  return (await readdir(OUTBOX).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
}

type RequestEnd = { status: number } | { failure: string };

/** How the browser ends a no-cors request (a fetch, an image) once a JSON answer has come: it blocks what the page may not read. */
const HIDDEN_ANSWER = { failure: expect.stringMatching(/^net::ERR_(BLOCKED_BY_ORB|ABORTED)$/) };

/**
 * Does what a visitor does on the stranger's page (`act`) and waits for the end of the request it made the browser
 * send to the app: the answer's status, or why the browser dropped the answer (an image's JSON answer is blocked).
 */
async function requestEndOf(
  page: Page,
  appPath: string,
  method: 'GET' | 'POST',
  act: () => Promise<unknown>,
): Promise<RequestEnd> {
  const ended = new Promise<RequestEnd>((resolve) => {
    const isTarget = (request: Request) => new URL(request.url()).pathname === appPath && request.method() === method;
    const stop = () => {
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFailed);
    };
    const onFinished = (request: Request) => {
      if (!isTarget(request)) return;
      stop();
      void request.response().then((response) => resolve({ status: response?.status() ?? 0 }));
    };
    const onFailed = (request: Request) => {
      if (!isTarget(request)) return;
      stop();
      resolve({ failure: request.failure()?.errorText ?? '' });
    };
    page.on('requestfinished', onFinished);
    page.on('requestfailed', onFailed);
  });
  await act();

  return ended;
}

test.describe('[CROSS-SITE] a page on another site', () => {
  let attacker: AttackerSite;

  test.beforeAll(async () => {
    attacker = await startAttackerSite();
  });

  test.afterAll(async () => {
    await attacker.close();
  });

  test('[CROSS-SITE]: cannot post the staff code request, a membership request or a registration: 403, nothing stored, no one mailed', async ({
    page,
    browser,
    baseURL,
  }) => {
    const mailsBefore = await outboxFiles();

    for (const target of TARGETS) {
      for (const attack of ATTACKS) {
        const attackerPage = attacker.pageWith(attack.page(`${baseURL}${target.path}`, target.payload));
        const end = await requestEndOf(page, target.path, 'POST', () => page.goto(attackerPage));
        // A form takes the visitor to the app's answer; the browser hides a no-cors answer from the page that asked.
        expect(end, `${attack.name} to ${target.path}`).toEqual(attack.isNavigation ? { status: 403 } : HIDDEN_ANSWER);
        if (attack.isNavigation) await expect(page.getByText(REFUSED_MN)).toBeVisible();
      }
    }

    // Each refused request was answered before anything was written, so whatever it would have mailed is there now.
    expect(await outboxFiles()).toEqual(mailsBefore);

    const staff = await browser.newContext({ baseURL, storageState: STAFF.admin.storageState });
    const admin = await staff.newPage();
    await admin.goto(`/admin/request-list?search=${encodeURIComponent(ATTACKER_EMAIL)}`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Ирсэн хүсэлтүүд');
    await expect(admin.getByText('Хүсэлт хоосон байна')).toBeVisible();
    await admin.goto(`/admin/week/register?searchCat=email&searchTerm=${encodeURIComponent(ATTACKER_EMAIL)}`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Бүртгэлүүд');
    await expect(admin.locator('table').first().locator('tbody tr')).toHaveText(['Жагсаалт хоосон байна']);
    await staff.close();
  });

  test('[CROSS-SITE]: cannot mail an attendee a sign-in code through an image or a link', async ({ page, baseURL }) => {
    const codePath = '/api/yellow-page/send/verification-code';
    const mailsBefore = await outboxFiles();

    const image = attacker.pageWith(
      `<img alt="" src="${htmlAttribute(`${baseURL}${codePath}?email=attendee@example.com`)}">`,
    );
    expect(await requestEndOf(page, codePath, 'GET', () => page.goto(image))).toEqual(HIDDEN_ANSWER);

    // A person following a link there lands on the refusal, in the language the link asked for.
    const link = attacker.pageWith(
      `<a href="${htmlAttribute(`${baseURL}${codePath}?email=attendee@example.com&lang=en`)}">Claim your prize</a>`,
    );
    await page.goto(link);
    const linkEnd = await requestEndOf(page, codePath, 'GET', () =>
      page.getByRole('link', { name: 'Claim your prize' }).click(),
    );
    expect(linkEnd).toEqual({ status: 403 });
    await expect(page.getByText(REFUSED_EN)).toBeVisible();

    expect(await outboxFiles()).toEqual(mailsBefore);
  });
});
