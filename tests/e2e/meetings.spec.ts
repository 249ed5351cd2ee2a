import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import type { Browser, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';

import { E2E_DATA_DIR } from '../../playwright.config';
import { alertOf } from '../fixtures/alerts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { waitForHydration } from '../fixtures/hydration';
import { parseMail, readLatestCode, readLatestMail } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

/** Demo meeting users (demo-data/meetings.ts): both are free on the first meeting day. */
const EXHIBITOR = { email: 'exhibitor@example.com', name: 'Демо Экспо ХХК' };
const ATTENDEE = { email: 'attendee@example.com', name: 'Б.Болормаа' };
const LOGIN_PATH = '/yellow-page/meeting/login';
const PURPOSE = 'Тоног төхөөрөмжийн нийлүүлэлтийн хамтын ажиллагаа';

/** "2026.12.13, Ням": a day as the Mongolian pages write it, with its weekday. */
const MONGOLIAN_DAY = /^(\d{4})\.(\d{2})\.(\d{2}), (Ням|Даваа|Мягмар|Лхагва|Пүрэв|Баасан|Бямба)$/;

/** The same day as the English pages write it ("Sun, Dec 13, 2026"), the weekday checked against the calendar. */
function englishDayOf(mongolian: string): string {
  const [, year, month, day, weekday] = MONGOLIAN_DAY.exec(mongolian) ?? [];
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  expect(['Ням', 'Даваа', 'Мягмар', 'Лхагва', 'Пүрэв', 'Баасан', 'Бямба'][date.getUTCDay()]).toBe(weekday);

  return new Intl.DateTimeFormat('en', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const codeBox = (page: Page, position: number) => page.getByLabel(`Кодын ${position}-р орон`, { exact: true });

/** Steps 1 and 2 as a person does them, with the code read from the mail the server wrote; ends on the meeting page. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(LOGIN_PATH);
  const field = page.getByLabel('Цахим шуудан', { exact: true });
  await waitForHydration(field);
  await field.fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Код илгээх' }).click();
  await expect(codeBox(page, 1)).toBeFocused();
  await page.keyboard.type(await readLatestCode(email, { since }));
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await expect(page).toHaveURL(
    (url) => /^\/yellow-page\/meeting\/[\w-]+$/.test(url.pathname) && url.pathname !== LOGIN_PATH,
  );
}

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, email);

  return page;
}

/** The card of one meeting on a meeting page, after reading the page again (the other party may have changed it). */
async function meetingCard(page: Page, meetingNumber: string, { reload = true } = {}): Promise<Locator> {
  if (reload) await page.reload();

  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: meetingNumber }) });
}

type CalendarMail = { uid: string; sequence: number; method: string; status: string };

/** The calendar mails sent to `email` since `since` about the meeting whose UID holds `uidPart`, oldest first, parsed by a calendar library. */
async function calendarMailsTo(email: string, since: number, uidPart: string): Promise<CalendarMail[]> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const names = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
  const mails: CalendarMail[] = [];
  for (const name of names) {
    const file = path.join(outbox, name);
    if ((await stat(file)).mtimeMs < since - 1000) continue;
    const mail = parseMail(await readFile(file, 'utf8'));
    const ics = mail.calendar;
    if (!mail.to.toLowerCase().includes(email) || !ics) continue;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = calendar.getFirstSubcomponent('vevent');
    const uid = String(event?.getFirstPropertyValue('uid') ?? '');
    if (!uid.includes(uidPart)) continue;
    mails.push({
      uid,
      sequence: Number(event?.getFirstPropertyValue('sequence') ?? -1),
      method: String(calendar.getFirstPropertyValue('method') ?? ''),
      status: String(event?.getFirstPropertyValue('status') ?? ''),
    });
  }

  return mails;
}

/** Where a dialog sits in the viewport, and how dark the page behind it is (the backdrop's alpha, 0 to 1). */
async function dialogPlacement(dialog: Locator) {
  return dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const backdrop = getComputedStyle(element, '::backdrop').backgroundColor;
    const channels = backdrop
      .slice(backdrop.indexOf('(') + 1, -1)
      .split(/[\s,/]+/)
      .filter(Boolean);
    const hasAlpha = backdrop.includes('/') || backdrop.startsWith('rgba(');
    const alpha = backdrop === 'transparent' ? 0 : hasAlpha ? Number(channels.at(-1)) : 1;

    return {
      left: box.left,
      right: window.innerWidth - box.right,
      top: box.top,
      bottom: window.innerHeight - box.bottom,
      width: box.width,
      alpha,
    };
  });
}

/** The new-meeting dialog with the receiver picked by e-mail, on a meeting page in Mongolian or English. */
async function openNewMeeting(page: Page, receiverEmail: string, language: 'mn' | 'en'): Promise<Locator> {
  const words = {
    mn: { open: 'Шинэ уулзалт товлох', title: 'Шинэ уулзалт', search: 'Хүлээн авагч хайх (нэр эсвэл цахим шуудан)' },
    en: { open: 'Schedule a new meeting', title: 'New meeting', search: 'Search for the receiver (name or e-mail)' },
  }[language];
  const open = page.getByRole('button', { name: words.open });
  await waitForHydration(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog.getByLabel(words.search).fill(receiverEmail);
  await dialog.getByRole('button', { name: new RegExp(receiverEmail) }).click();

  return dialog;
}

test.describe('expo meetings', () => {
  test('[MEETINGS]: the login refuses an unregistered e-mail and asks for all six digits', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уулзалтын систем');
    await expectNoSeriousA11yViolations(page);

    // Step 1: the seeds' message for an unregistered e-mail; the button waits for another address.
    const field = page.getByLabel('Цахим шуудан', { exact: true });
    await waitForHydration(field);
    await field.fill('stranger@example.com');
    const send = page.getByRole('button', { name: 'Код илгээх' });
    await send.click();
    await expect(alertOf(page)).toHaveText('Бүртгэлгүй цахим шуудан байна.');
    await expect(send).toBeDisabled();
    await field.fill(ATTENDEE.email);
    await expect(alertOf(page)).toBeHidden();
    await expect(send).toBeEnabled();

    // Step 2: the first box has the focus; continue only with six digits; resend shows its notice for 3 seconds.
    await send.click();
    await expect(codeBox(page, 1)).toBeFocused();
    const continueButton = page.getByRole('button', { name: 'Үргэлжлүүлэх' });
    await page.keyboard.type('12345');
    await expect(continueButton).toBeDisabled();
    await page.keyboard.type('6');
    await expect(continueButton).toBeEnabled();
    await page.getByRole('button', { name: 'Код дахин илгээх' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Баталгаажуулах код илгээгдлээ.' })).toBeVisible();
    await expect(page.getByText('Баталгаажуулах код илгээгдлээ.')).toBeHidden({ timeout: 5000 });
    await expect(continueButton).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/en${LOGIN_PATH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expo meetings');
    const englishField = page.getByLabel('E-mail', { exact: true });
    await waitForHydration(englishField);
    await englishField.fill('stranger@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(alertOf(page)).toHaveText('This e-mail is not registered.');
  });

  test('[MEETINGS]: an exhibitor invites, the attendee accepts then cancels, and both get every change by mail', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const exhibitor = await signedInPage(browser, baseURL, EXHIBITOR.email);
    await expect(exhibitor.getByRole('heading', { level: 1 })).toHaveText(EXHIBITOR.name);
    await expect(exhibitor.getByText('Үзэсгэлэн оролцогч')).toBeVisible();
    const exhibitorPage = exhibitor.url();
    const attendee = await signedInPage(browser, baseURL, ATTENDEE.email);
    await expect(attendee.getByRole('heading', { level: 1 })).toHaveText(ATTENDEE.name);
    await expectNoSeriousA11yViolations(attendee);

    // The invitation: receiver, then date -> time -> room; send appears only once all four are chosen.
    const since = Date.now();
    await exhibitor.getByRole('button', { name: 'Шинэ уулзалт товлох' }).click();
    const dialog = exhibitor.getByRole('dialog', { name: 'Шинэ уулзалт' });
    const send = dialog.getByRole('button', { name: 'Урилга илгээх' });
    const search = dialog.getByLabel('Хүлээн авагч хайх (нэр эсвэл цахим шуудан)');
    await search.fill('exhibitor@example.com');
    await expect(dialog.getByText('Илэрц олдсонгүй.')).toBeVisible();
    // A search by name shows names and kinds, never an address; part of an address finds no one.
    await search.fill('Болормаа');
    await expect(dialog.getByRole('button', { name: `${ATTENDEE.name} · Оролцогч`, exact: true })).toBeVisible();
    await expect(dialog.getByText('@')).toHaveCount(0);
    await search.fill('ATTENDEE@');
    await expect(dialog.getByText('Илэрц олдсонгүй.')).toBeVisible();
    await search.fill(ATTENDEE.email.toUpperCase());
    await dialog.getByRole('button', { name: `${ATTENDEE.name} · ${ATTENDEE.email} · Оролцогч`, exact: true }).click();
    await expect(send).toHaveCount(0);
    await dialog.getByRole('group', { name: 'Өдөр' }).getByRole('radio').first().check();
    await dialog.getByRole('group', { name: 'Цаг' }).getByRole('radio', { name: '16:00' }).check();
    await expect(send).toHaveCount(0);
    await expectNoSeriousA11yViolations(exhibitor);
    await dialog
      .getByRole('group', { name: 'Өрөө' })
      .getByRole('radio', { name: /Алтай 101/ })
      .check();
    await dialog.getByLabel('Уулзалтын зорилго (заавал биш)').fill(PURPOSE);
    await send.click();
    await expect(dialog.getByText('Урилга амжилттай илгээгдлээ!')).toBeVisible();
    await expect(dialog.getByText('Хүлээн авагчийн хариуг таны цахим шуудан руу мэдэгдэнэ.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Хаах' }).first().click();
    await expect(dialog).toBeHidden();

    const sent = exhibitor.getByRole('listitem').filter({ hasText: ATTENDEE.name });
    await expect(sent).toHaveCount(1);
    const meetingNumber = (await sent.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(meetingNumber).toMatch(/^M-\d{6}$/);
    await expect(sent.getByText('Хүлээгдэж байна')).toBeVisible();
    // Only the receiver accepts.
    await expect(sent.getByRole('button', { name: 'Зөвшөөрөх' })).toHaveCount(0);

    // The receiver sees it pending, with its details, and accepts it.
    let card = await meetingCard(attendee, meetingNumber);
    await expect(card.getByText('Хүлээгдэж байна')).toBeVisible();
    await expect(card.getByText(EXHIBITOR.name)).toBeVisible();
    await card.getByRole('button', { name: 'Дэлгэрэнгүй' }).click();
    const details = attendee.getByRole('dialog', { name: `Уулзалт ${meetingNumber}` });
    await expect(details.getByText(PURPOSE)).toBeVisible();
    await expect(details.getByText(/Алтай 101/)).toBeVisible();
    await details.getByRole('button', { name: 'Хаах' }).click();
    await card.getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expect(card.getByText('Зөвшөөрсөн')).toBeVisible();
    await expect(card.locator('[data-status="accepted"]')).toHaveClass(/green/);

    card = await meetingCard(exhibitor, meetingNumber);
    await expect(card.getByText('Зөвшөөрсөн')).toBeVisible();

    // The attendee cancels after the confirmation; both see it cancelled, with details only.
    card = await meetingCard(attendee, meetingNumber, { reload: false });
    await card.getByRole('button', { name: 'Цуцлах' }).click();
    const confirmation = attendee.getByRole('dialog', { name: 'Уулзалт цуцлах' });
    await expect(confirmation).toContainText(meetingNumber);
    await confirmation.getByRole('button', { name: 'Тийм, цуцлах' }).click();
    await expect(card.getByText('Цуцлагдсан')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Цуцлах' })).toHaveCount(0);
    card = await meetingCard(exhibitor, meetingNumber);
    await expect(card.getByText('Цуцлагдсан')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Дэлгэрэнгүй' })).toBeVisible();

    // The page speaks the language of its address.
    await attendee.goto(`/en${new URL(attendee.url()).pathname}`);
    await expect(attendee.getByText('My meetings')).toBeVisible();
    await expect((await meetingCard(attendee, meetingNumber, { reload: false })).getByText('Cancelled')).toBeVisible();

    // Both people got the invitation, the acceptance and the cancellation: one UID, SEQUENCE rising, CANCEL last.
    const uidPart = `meeting-${Number(meetingNumber.slice(2))}@`;
    for (const email of [EXHIBITOR.email, ATTENDEE.email]) {
      await expect.poll(async () => (await calendarMailsTo(email, since, uidPart)).length).toBe(3);
      const mails = await calendarMailsTo(email, since, uidPart);
      expect(new Set(mails.map((mail) => mail.uid)).size).toBe(1);
      expect(mails.map((mail) => mail.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
      const sequences = mails.map((mail) => mail.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(new Set(sequences).size).toBe(3);
      expect(mails.at(-1)?.status).toBe('CANCELLED');
    }

    // The personal calendar feed holds the meeting (cancelled now); a new address revokes the old one.
    const feedField = attendee.getByLabel('Calendar address', { exact: true });
    const oldFeed = new URL(await feedField.inputValue()).pathname;
    const feed = await attendee.request.get(oldFeed);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const feedEvents = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    const fedMeeting = feedEvents.find((event) => String(event.getFirstPropertyValue('uid')).includes(uidPart));
    expect(fedMeeting?.getFirstPropertyValue('status')).toBe('CANCELLED');
    await attendee.getByRole('button', { name: 'New address' }).click();
    await expect.poll(() => feedField.inputValue()).not.toContain(oldFeed);
    expect((await attendee.request.get(oldFeed)).status()).toBe(404);
    expect((await attendee.request.get(new URL(await feedField.inputValue()).pathname)).status()).toBe(200);

    // Nobody else opens the exhibitor's page or calls for it: the address alone grants nothing.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(exhibitorPage);
    await expect(visitor).toHaveURL(new RegExp(`${LOGIN_PATH}$`));
    expect((await visitor.request.get('/api/yellow-page/get/meetings-by-user')).status()).toBe(401);
    expect((await attendee.goto(exhibitorPage))?.status()).toBe(404);
    expect((await attendee.request.get('/api/yellow-page/get/meetings-by-user?id=1')).status()).toBe(403);

    // Logout returns to the login, and the page is closed to the browser afterwards, and to a copy of its cookie.
    const copiedCookies = await exhibitor.context().cookies();
    await exhibitor.getByRole('button', { name: 'Гарах' }).click();
    await expect(exhibitor).toHaveURL(new RegExp(`${LOGIN_PATH}$`));
    await exhibitor.goto(exhibitorPage);
    await expect(exhibitor).toHaveURL(new RegExp(`${LOGIN_PATH}$`));
    const copy = await browser.newContext({ baseURL });
    await copy.addCookies(copiedCookies);
    const thief = await copy.newPage();
    await thief.goto(exhibitorPage);
    await expect(thief).toHaveURL(new RegExp(`${LOGIN_PATH}$`));
    expect((await thief.request.get('/api/yellow-page/get/meetings-by-user')).status()).toBe(401);
    await Promise.all([exhibitor, attendee, visitor, thief].map((each) => each.context().close()));
  });

  test('[MEETINGS]: the dialogs open centred over a dimmed page, on a desktop and on a phone', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const exhibitor = await signedInPage(browser, baseURL, EXHIBITOR.email);
    for (const { width, height } of [
      { width: 1366, height: 768 },
      { width: 393, height: 851 },
    ]) {
      await exhibitor.setViewportSize({ width, height });
      await exhibitor.reload();
      const dialog = await openNewMeeting(exhibitor, ATTENDEE.email, 'mn');
      await dialog.getByRole('group', { name: 'Өдөр' }).getByRole('radio').first().check();
      await expect(dialog.getByRole('group', { name: 'Цаг' })).toBeVisible();
      const placement = await dialogPlacement(dialog);
      // Centred across (the same margin left and right, never at the edge) and down, within the screen.
      expect(Math.abs(placement.left - placement.right)).toBeLessThanOrEqual(1);
      expect(placement.left).toBeGreaterThan(width > 600 ? 100 : 8);
      expect(Math.abs(placement.top - placement.bottom)).toBeLessThanOrEqual(1);
      expect(placement.top).toBeGreaterThanOrEqual(0);
      // The page behind is dimmed (the browser's own backdrop is a faint 0.1).
      expect(placement.alpha).toBeGreaterThanOrEqual(0.3);
      await exhibitor.screenshot({ path: testInfo.outputPath(`new-meeting-${width}.png`) });
      await dialog.getByRole('button', { name: 'Хаах' }).first().click();
      await expect(dialog).toBeHidden();
    }

    // The details and the cancel confirmation of the exhibitor's demo meeting sit the same way.
    const card = exhibitor
      .getByRole('listitem')
      .filter({ has: exhibitor.getByRole('heading', { level: 3 }) })
      .filter({ has: exhibitor.getByRole('button', { name: 'Цуцлах' }) })
      .first();
    await card.getByRole('button', { name: 'Дэлгэрэнгүй' }).click();
    const details = exhibitor.getByRole('dialog', { name: /^Уулзалт M-/ });
    const detailsPlacement = await dialogPlacement(details);
    expect(Math.abs(detailsPlacement.left - detailsPlacement.right)).toBeLessThanOrEqual(1);
    expect(detailsPlacement.alpha).toBeGreaterThanOrEqual(0.3);
    await exhibitor.screenshot({ path: testInfo.outputPath('details-393.png') });
    await details.getByRole('button', { name: 'Хаах' }).click();
    await card.getByRole('button', { name: 'Цуцлах' }).click();
    const confirmation = exhibitor.getByRole('dialog', { name: 'Уулзалт цуцлах' });
    const confirmationPlacement = await dialogPlacement(confirmation);
    expect(Math.abs(confirmationPlacement.left - confirmationPlacement.right)).toBeLessThanOrEqual(1);
    expect(Math.abs(confirmationPlacement.top - confirmationPlacement.bottom)).toBeLessThanOrEqual(1);
    expect(confirmationPlacement.alpha).toBeGreaterThanOrEqual(0.3);
    // Keeping the meeting: nothing changes.
    await confirmation.getByRole('button', { name: 'Үгүй' }).click();
    await expect(confirmation).toBeHidden();
    await exhibitor.context().close();
  });

  test('[MEETINGS]: once the receiver is chosen, only the hours free for both are offered, with the rooms free then, named in the page’s language', async ({
    browser,
    baseURL,
  }) => {
    // Demo data, second meeting day: the exhibitor holds 11:00 and 14:00, the attendee 13:00 and 15:00 (its 17:00 is
    // cancelled); at 12:00 two of the three rooms are taken by other people.
    const exhibitor = await signedInPage(browser, baseURL, EXHIBITOR.email);
    await exhibitor.setViewportSize({ width: 1366, height: 900 });
    const open = exhibitor.getByRole('button', { name: 'Шинэ уулзалт товлох' });
    await waitForHydration(open);
    await open.click();
    const dialog = exhibitor.getByRole('dialog', { name: 'Шинэ уулзалт' });
    const secondDay = dialog.getByRole('group', { name: 'Өдөр' }).getByRole('radio').nth(1);
    await secondDay.check();
    // Before a receiver is chosen: the exhibitor's own free hours.
    const hours = async () =>
      (await dialog.getByRole('group', { name: 'Цаг' }).locator('label').allTextContents()).map((text) => text.trim());
    await expect.poll(hours).toEqual(['10:00', '12:00', '13:00', '15:00', '16:00', '17:00']);

    await dialog.getByLabel('Хүлээн авагч хайх (нэр эсвэл цахим шуудан)').fill(ATTENDEE.email);
    await dialog.getByRole('button', { name: new RegExp(ATTENDEE.email) }).click();
    // The day stays chosen; the attendee's busy hours are gone.
    await expect(secondDay).toBeChecked();
    await expect.poll(hours).toEqual(['10:00', '12:00', '16:00', '17:00']);
    await dialog.getByRole('group', { name: 'Цаг' }).getByRole('radio', { name: '12:00' }).check();
    await expect(dialog.getByRole('group', { name: 'Өрөө' }).getByRole('radio')).toHaveCount(1);
    await expect(dialog.getByRole('group', { name: 'Өрөө' })).toContainText('Хэнтий 201');

    // In English the rooms have their English names.
    await exhibitor.goto(`/en${new URL(exhibitor.url()).pathname}`);
    const english = await openNewMeeting(exhibitor, ATTENDEE.email, 'en');
    await english.getByRole('group', { name: 'Date' }).getByRole('radio').nth(1).check();
    await english.getByRole('group', { name: 'Time' }).getByRole('radio', { name: '10:00' }).check();
    await expect(english.getByRole('group', { name: 'Room' })).toContainText('Altai 101');
    await expect(english.getByRole('group', { name: 'Room' })).not.toContainText('Алтай');
    await exhibitor.context().close();
  });
  test('[MEETINGS]: a meeting’s day carries its weekday in the day picker, on the card, in the details and in both parts of the mails, in both languages', async ({
    browser,
    baseURL,
  }) => {
    const exhibitor = await signedInPage(browser, baseURL, EXHIBITOR.email);
    await exhibitor.setViewportSize({ width: 393, height: 851 });
    // The exhibitor's demo meetings, before the new one.
    await expect(exhibitor.getByRole('heading', { level: 3, name: /^M-\d{6}$/ }).first()).toBeVisible();
    const before = await exhibitor.getByRole('heading', { level: 3, name: /^M-\d{6}$/ }).allTextContents();
    const dialog = await openNewMeeting(exhibitor, ATTENDEE.email, 'mn');
    const days = dialog.getByRole('group', { name: 'Өдөр' }).getByRole('radio');
    // The free days load once the receiver is chosen.
    await expect(days.first()).toBeVisible();
    const labels = (await dialog.getByRole('group', { name: 'Өдөр' }).locator('label').allTextContents()).map((text) =>
      text.trim(),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(MONGOLIAN_DAY);
    const mongolianDay = labels[0] ?? '';
    const englishDay = englishDayOf(mongolianDay);
    await days.first().check();
    await dialog.getByRole('group', { name: 'Цаг' }).getByRole('radio').first().check();
    await dialog.getByRole('group', { name: 'Өрөө' }).getByRole('radio').first().check();
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Урилга илгээх' }).click();
    await expect(dialog.getByText('Урилга амжилттай илгээгдлээ!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Хаах' }).first().click();

    const numbers = exhibitor.getByRole('heading', { level: 3, name: /^M-\d{6}$/ });
    await expect(numbers).toHaveCount(before.length + 1);
    const meetingNumber = (await numbers.allTextContents()).find((number) => !before.includes(number)) ?? '';
    const card = await meetingCard(exhibitor, meetingNumber, { reload: false });
    await expect(card.getByText(mongolianDay, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Дэлгэрэнгүй' }).click();
    const details = exhibitor.getByRole('dialog', { name: `Уулзалт ${meetingNumber}` });
    await expect(details.getByText(mongolianDay, { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Хаах' }).click();
    const width = await exhibitor.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.window);

    await exhibitor.goto(`/en${new URL(exhibitor.url()).pathname}`);
    const englishCard = await meetingCard(exhibitor, meetingNumber, { reload: false });
    await expect(englishCard.getByText(englishDay, { exact: true })).toBeVisible();
    const englishWidth = await exhibitor.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(englishWidth.scroll).toBeLessThanOrEqual(englishWidth.window);
    const english = await openNewMeeting(exhibitor, ATTENDEE.email, 'en');
    await expect(english.getByRole('group', { name: 'Date' }).getByRole('radio').first()).toBeVisible();
    const englishLabels = (await english.getByRole('group', { name: 'Date' }).locator('label').allTextContents()).map(
      (text) => text.trim(),
    );
    expect(englishLabels).toEqual(labels.map(englishDayOf));
    await english.getByRole('button', { name: 'Close' }).first().click();

    // The invitation to the attendee: both languages' days in the HTML part and in the plain-text part alike.
    const mail = await readLatestMail(ATTENDEE.email, {
      since,
      matches: (each) => each.subject.includes(meetingNumber),
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`Огноо`);
      expect(part).toContain(mongolianDay);
      expect(part).toContain(englishDay);
      expect(part).toContain('Meeting number');
    }

    // The meeting is cancelled again, so the other journeys find the day as the demo data left it.
    await exhibitor.goto(new URL(exhibitor.url()).pathname.replace(/^\/en/, ''));
    const mine = await meetingCard(exhibitor, meetingNumber, { reload: false });
    await mine.getByRole('button', { name: 'Цуцлах' }).click();
    await exhibitor
      .getByRole('dialog', { name: 'Уулзалт цуцлах' })
      .getByRole('button', { name: 'Тийм, цуцлах' })
      .click();
    await expect(mine.getByText('Цуцлагдсан')).toBeVisible();
    await exhibitor.context().close();
  });
});
