import path from 'node:path';

import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';

import { E2E_DATA_DIR } from '../../playwright.config';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { demoEdition } from '../fixtures/demo-edition';
import { holdRequests, PAGE_SCRIPTS } from '../fixtures/held-requests';
import { waitForHydration } from '../fixtures/hydration';
import { readLatestMail, readOutboxMails } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

const INCOMPLETE = 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.';
const DEMO = demoEdition();

type FormLabels = { company: string; first: string; last: string; country: string; email: string; phone: string };

async function eventJsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
}

test.describe('conference site', () => {
  test('[MW]: the home shows the current edition, coming, its figures, invitation, organisers and sponsors', async ({
    page,
  }) => {
    await page.goto('/mw');
    await expect(page).toHaveTitle(`${DEMO.name} | Mongolia Mining Week`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.name);
    await expect(page.getByText(`${DEMO.datesMn} · Буянт-Ухаа спорт цогцолбор, Улаанбаатар`)).toBeVisible();
    const figures = page.getByRole('region', { name: 'Тоон үзүүлэлт' });
    for (const [label, value] of [
      ['Зочин', '30,000+'],
      ['Улс орон', '20+'],
      ['Үзэсгэлэнд оролцогч', '350+'],
      ['Илтгэгч', '123+'],
      ['Чуулга уулзалт', '12+'],
    ]) {
      await expect(figures.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(figures.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Зохион байгуулагчид' }).getByRole('img')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Ивээн тэтгэгчид' }).getByRole('img').first()).toBeVisible();
    expect(await eventJsonLd(page)).toMatchObject({
      '@type': 'Event',
      startDate: DEMO.startsOn,
      endDate: DEMO.endsOn,
      organizer: { name: 'Монголын Уул Уурхайн Үндэсний Ассоциаци' },
    });
    // The video is not fetched with the page; it plays over the poster once the page has loaded.
    const video = page.locator('section.mw-banner video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    await expectNoSeriousA11yViolations(page);

    // It takes registrations: the header and the invitation lead to the form.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Бүртгүүлэх' })).toHaveAttribute(
      'href',
      '/mw/register',
    );
    await page.getByRole('main').getByRole('link', { name: 'Бүртгүүлэх' }).click();
    await expect(page).toHaveURL(/\/mw\/register$/);
  });

  test('[MW]: on a phone the sponsor carousel shows five logos and keeps to the screen’s width', async ({ page }) => {
    await page.setViewportSize({ width: 393, height: 851 });
    // Reduced motion keeps the logos still (no autoplay), so none is caught half-way through a slide.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/mw');
    const sponsors = page.getByRole('region', { name: 'Ивээн тэтгэгчид' });
    await sponsors.scrollIntoViewIfNeeded();
    const carousel = sponsors.locator('.swiper-initialized');
    await expect(carousel).toBeVisible();
    expect((await carousel.boundingBox())!.width).toBeLessThanOrEqual(393);
    const logosInView = await carousel.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      return [...element.querySelectorAll('li')].filter((item) => {
        const box = item.getBoundingClientRect();
        return box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    expect(logosInView).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(393);
  });

  test('[MW]: the English edition, about and contact pages', async ({ page }) => {
    await page.goto('/en/mw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.nameEn);
    await expect(page.getByRole('region', { name: 'In figures' })).toContainText('30,000+');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/en\/mw\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the event');
    await expect(page.getByRole('main')).toContainText('Buyant-Ukhaa Sport Complex, Ulaanbaatar');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/mw/contact');
    await expect(page).toHaveTitle('Холбоо барих | Mongolia Mining Week');
    const office = page.getByRole('region', { name: 'Зохион байгуулагчийн оффис' });
    await expect(office.getByRole('link', { name: '+976 7011 1994' })).toHaveAttribute('href', 'tel:+97670111994');
    await expect(office.getByRole('link', { name: 'info@miningweek.mn' })).toHaveAttribute(
      'href',
      'mailto:info@miningweek.mn',
    );
    await expect(office.getByRole('list', { name: 'Сошиал сүлжээ' }).getByRole('link')).toHaveCount(4);
    await expect(page.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
    await expectNoSeriousA11yViolations(page);
  });

  test('[MW]: the agenda shows a tab per day, the first chosen, each with its programme', async ({ page }) => {
    await page.goto('/mw/agenda');
    await expect(page).toHaveTitle('Хөтөлбөр | Mongolia Mining Week');
    const days = page.getByRole('tablist', { name: 'Өдрүүд' });
    await expect(days.getByRole('tab')).toHaveCount(3);
    await expect(days.getByRole('tab', { name: /^1-р өдөр/ })).toHaveAttribute('aria-selected', 'true');
    const first = page.getByRole('tabpanel', { name: /^1-р өдөр/ });
    await expect(first.getByRole('rowheader', { name: 'Нээлтийн ёслол' })).toBeVisible();
    await expect(first.getByRole('row', { name: /Нээлтийн ёслол/ })).toContainText('09:00–10:00');
    await expect(first.getByRole('img', { name: /1-р өдрийн хөтөлбөр, 1-р хуудас/ })).toBeAttached();

    await days.getByRole('tab', { name: /^2-р өдөр/ }).click();
    await expect(page).toHaveURL(/#2$/);
    await expect(
      page
        .getByRole('tabpanel', { name: /^2-р өдөр/ })
        .getByRole('rowheader', { name: 'Техник, технологийн үзэсгэлэн' }),
    ).toBeVisible();
    await expect(first).toBeHidden();
    expect(await eventJsonLd(page)).toMatchObject({ '@type': 'Event', startDate: DEMO.startsOn });
    await expectNoSeriousA11yViolations(page);

    // The calendar file linked from the page: every session, local times in Ulaanbaatar with the zone's definition.
    const calendarHref = await page
      .getByRole('link', { name: 'Бүх хөтөлбөрийг календарьт нэмэх (.ics)' })
      .getAttribute('href');
    const calendar = await page.request.get(calendarHref ?? '');
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = new ICAL.Component(ICAL.parse(await calendar.text()));
    for (const zone of parsed.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const events = parsed.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(10);
    const opening = events.find((event) => event.summary === 'Нээлтийн ёслол');
    expect(opening?.startDate.zone?.tzid).toBe('Asia/Ulaanbaatar');
    // 09:00 in Ulaanbaatar (UTC+8).
    expect(opening?.startDate.toJSDate().toISOString()).toBe(`${DEMO.startsOn}T01:00:00.000Z`);

    await page.goto('/en/mw/agenda#3');
    await expect(page.getByRole('tab', { name: /^Day 3/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: /^Day 3/ }).getByRole('rowheader', { name: 'Closing ceremony' }),
    ).toBeVisible();
  });

  test('[MW]: presentations by day and hall, the first hall chosen, and the key speakers', async ({ page }) => {
    await page.goto('/mw/presentation');
    await expect(page).toHaveTitle('Илтгэл | Mongolia Mining Week');
    const firstDay = page.getByRole('tabpanel', { name: /^1-р өдөр/ });
    const halls = firstDay.getByRole('tablist', { name: '1-р өдрийн танхимууд' });
    await expect(halls.getByRole('tab', { name: 'Их танхим' })).toHaveAttribute('aria-selected', 'true');
    const mainHall = firstDay.getByRole('tabpanel', { name: 'Их танхим' });
    await expect(mainHall.getByRole('heading', { name: 'Уул уурхайн салбарын 2025-2030 оны бодлого' })).toBeVisible();
    await expect(mainHall.locator('iframe').first()).toHaveAttribute(
      'src',
      /\/files\/conference\/presentation-1\.pdf$/,
    );
    const pdf = await page.request.get(
      (await mainHall.getByRole('link', { name: 'Илтгэлийг шинэ цонхонд нээх' }).first().getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page
      .getByRole('tablist', { name: 'Өдрүүд' })
      .getByRole('tab', { name: /^3-р өдөр/ })
      .click();
    const thirdDay = page.getByRole('tabpanel', { name: /^3-р өдөр/ });
    await thirdDay.getByRole('tab', { name: 'В танхим' }).click();
    await expect(thirdDay.getByRole('tabpanel', { name: 'В танхим' })).toHaveText('Илтгэл байхгүй байна');
    await expect(page.getByRole('region', { name: 'Гол илтгэгчид' }).getByRole('listitem')).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/mw/presentation');
    await expect(page.getByRole('region', { name: 'Key speakers' })).toContainText('Ts. Oyunchimeg');
  });

  test('[MW]: a past edition’s gallery shows a day twelve photos at a time and opens them full screen', async ({
    page,
  }) => {
    // The demo's photos are its last past edition's (the coming edition has none yet), reached from its home.
    await page.goto('/mw/2025');
    await page.getByRole('link', { name: '2025 оны бүх зураг' }).click();
    await expect(page).toHaveURL(/\/mw\/2025\/gallery$/);
    await expect(page).toHaveTitle(
      'Зургийн цомог · Mongolia Mining Week 2025 олон улсын чуулган, үзэсгэлэн | Mongolia Mining Week',
    );
    const firstDay = page.getByRole('tabpanel', { name: /^1-р өдөр/ });
    const photos = firstDay.getByRole('button', { name: /^Томоор харах/ });
    await expect(photos).toHaveCount(12);
    await firstDay.getByRole('button', { name: 'Цааш үзэх' }).click();
    await expect(photos).toHaveCount(14);
    await expect(firstDay.getByRole('button', { name: 'Цааш үзэх' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await photos.nth(0).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('Зураг 1 / 14')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Зураг 2 / 14')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('Зураг 14 / 14')).toBeVisible();
    await viewer.getByRole('button', { name: 'Дараагийн зураг' }).click();
    await expect(viewer.getByText('Зураг 1 / 14')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await page.getByRole('tab', { name: /^2-р өдөр/ }).click();
    await expect(
      page.getByRole('tabpanel', { name: /^2-р өдөр/ }).getByRole('button', { name: /^Томоор харах/ }),
    ).toHaveCount(4);
  });

  test('[MW]: past editions are at /mw/{year}, reached from the footer; the current year and other segments are not found', async ({
    page,
    request,
  }) => {
    await page.goto('/mw');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mongolia Mining Week 2024' }).click();
    await expect(page).toHaveURL(/\/mw\/2024$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mongolia Mining Week 2024 олон улсын чуулган, үзэсгэлэн',
    );
    await expect(page.getByText('2024 оны 10-р сарын 2 – 5 · Буянт-Ухаа спорт цогцолбор, Улаанбаатар')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Тоон үзүүлэлт' })).toContainText('25,000+');
    await expect(
      page.getByRole('region', { name: '4-р өдрийн хөтөлбөр' }).getByRole('rowheader', { name: 'Хаалтын ёслол' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Үндсэн цэс' }).getByRole('link', { name: 'Энэ жилийн арга хэмжээ' }),
    ).toHaveAttribute('href', '/mw');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/mw/2023');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mongolia Mining Week 2023 International Conference and Exhibition',
    );
    for (const path of [`/mw/${DEMO.year}`, '/mw/1999', '/mw/abc'])
      expect((await request.get(path)).status(), path).toBe(404);
  });

  test('[MW]: registration marks what is missing, keeps what was typed, then registers and mails a confirmation', async ({
    page,
  }) => {
    await page.goto('/mw/register');
    const form = page.getByRole('form', { name: /Бүртгүүлэх/ });
    // This journey starts on a live page; the next one sends the form before the page has come alive.
    await waitForHydration(form.getByLabel(/^Байгууллага/));
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(form.getByRole('alert')).toHaveText(INCOMPLETE);
    for (const label of ['Байгууллага', 'Нэр', 'Овог', 'Улс', 'И-мэйл', 'Утас']) {
      await expect(form.getByLabel(label, { exact: false }).first()).toHaveAttribute('aria-invalid', 'true');
    }

    const country = form.getByLabel(/^Улс/);
    // Seeds 5: Mongolia on top of the picker, after the prompt.
    await expect(country.locator('option').nth(1)).toHaveText('Монгол');
    await form.getByLabel(/^Байгууллага/).fill('Говийн Өрөмдлөг ХХК');
    await form.getByLabel(/^Нэр/).fill('Сараа');
    await form.getByLabel(/^Овог/).fill('Болд');
    await country.selectOption('MN');
    await form.getByLabel(/^И-мэйл/).fill('saraa@');
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(form.getByRole('alert')).toHaveText(INCOMPLETE);
    await expect(form.getByText('И-мэйл хаяг буруу байна.')).toBeVisible();
    await expect(form.getByLabel(/^Байгууллага/)).toHaveValue('Говийн Өрөмдлөг ХХК');

    const sentAt = Date.now();
    await form.getByLabel(/^И-мэйл/).fill('saraa.bold@example.mn');
    await form.getByLabel(/^Утас/).fill('99112233');
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Амжилттай бүртгэгдлээ. Баталгаажуулах захидлыг таны и-мэйл хаягаар илгээлээ.',
    );
    await expect(form.getByLabel(/^Байгууллага/)).toHaveValue('');
    const mail = await readLatestMail('saraa.bold@example.mn', { since: sentAt });
    expect(mail.subject).toContain('бүртгэл баталгаажлаа');
    expect(mail.text).toContain('Сайн байна уу, Сараа Болд!');
    await expectNoSeriousA11yViolations(page);
  });

  test('[MW]: what is typed and sent before the page has come alive is kept, and the missing fields are marked once it is', async ({
    page,
    request,
  }) => {
    await request.get('/mw/register');
    const releaseScripts = await holdRequests(page, PAGE_SCRIPTS);
    await page.goto('/mw/register', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: /Бүртгүүлэх/ });
    await form.getByLabel(/^Байгууллага/).fill('Говийн Өрөмдлөг ХХК');
    await form.getByLabel(/^Улс/).selectOption('MN');
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    releaseScripts();

    await expect(form.getByRole('alert')).toHaveText(INCOMPLETE);
    await expect(form.getByLabel(/^Нэр/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Байгууллага/)).toHaveValue('Говийн Өрөмдлөг ХХК');
    await expect(form.getByLabel(/^Байгууллага/)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Улс/)).toHaveValue('MN');
    await expect(form.getByLabel(/^Улс/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).search).toBe('');
  });

  test('[MW]: the English registration names countries in English, mails its confirmation in English, and the sitemap lists the pages', async ({
    page,
    request,
  }) => {
    await page.goto('/en/mw/register');
    const form = page.getByRole('form', { name: /Register/ });
    const country = form.getByLabel(/^Country/);
    await expect(country.locator('option').nth(1)).toHaveText('Mongolia');
    await expect(country.locator('option', { hasText: 'Germany' })).toHaveAttribute('value', 'DE');

    const sentAt = Date.now();
    await form.getByLabel(/^Company/).fill('Rhine Drilling GmbH');
    await form.getByLabel(/^First name/).fill('Anna');
    await form.getByLabel(/^Last name/).fill('Weber');
    await country.selectOption('DE');
    await form.getByLabel(/^E-mail/).fill('anna.weber@example.de');
    await form.getByLabel(/^Phone/).fill('+49 30 1234567');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'You are registered. A confirmation has been sent to your e-mail address.',
    );
    const mail = await readLatestMail('anna.weber@example.de', { since: sentAt });
    expect(mail.subject).toContain('your registration is confirmed');
    expect(mail.text).toContain('Dear Anna Weber,');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/mw',
      '/mw/about',
      '/mw/agenda',
      '/mw/presentation',
      '/mw/gallery',
      '/mw/contact',
      '/mw/register',
      '/en/mw/register',
      '/mw/2024',
      '/en/mw/2023',
    ])
      expect(sitemap).toContain(`${path}</loc>`);
  });

  test('[MW]: an e-mail address registers once for the edition: the second time is answered like the first, in either language, and the address is told by mail', async ({
    page,
    request,
  }) => {
    const email = `twice.${Date.now()}@example.mn`;
    const mailsTo = async () =>
      (await readOutboxMails(path.join(E2E_DATA_DIR, 'outbox'))).filter((mail) =>
        mail.to.toLowerCase().includes(email),
      );
    const fill = async (form: Locator, labels: FormLabels, address: string) => {
      await form.getByLabel(new RegExp(`^${labels.company}`)).fill('Говийн Өрөмдлөг ХХК');
      await form.getByLabel(new RegExp(`^${labels.first}`)).fill('Сараа');
      await form.getByLabel(new RegExp(`^${labels.last}`)).fill('Болд');
      await form.getByLabel(new RegExp(`^${labels.country}`)).selectOption('MN');
      await form.getByLabel(new RegExp(`^${labels.email}`)).fill(address);
      await form.getByLabel(new RegExp(`^${labels.phone}`)).fill('99112233');
    };

    const sentAt = Date.now();
    await page.goto('/mw/register');
    const form = page.getByRole('form', { name: /Бүртгүүлэх/ });
    await waitForHydration(form.getByLabel(/^Байгууллага/));
    const mongolian = {
      company: 'Байгууллага',
      first: 'Нэр',
      last: 'Овог',
      country: 'Улс',
      email: 'И-мэйл',
      phone: 'Утас',
    };
    const registered = 'Амжилттай бүртгэгдлээ. Баталгаажуулах захидлыг таны и-мэйл хаягаар илгээлээ.';
    await fill(form, mongolian, email);
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(form.getByRole('status')).toHaveText(registered);
    await readLatestMail(email, { since: sentAt });

    // The same address in capitals: the same answer, so the form tells no one who registered; the owner is mailed.
    const repeatedAt = Date.now();
    await fill(form, mongolian, email.toUpperCase());
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(form.getByRole('status')).toHaveText(registered);
    await expect(form.getByRole('alert')).toHaveCount(0);
    const repeated = await readLatestMail(email, {
      since: repeatedAt,
      matches: (mail) => mail.subject.endsWith('энэ хаяг бүртгэлтэй байна'),
    });
    expect(repeated.text).toContain('хаяг аль хэдийн бүртгэлтэй тул юу ч өөрчлөгдөөгүй');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/mw/register');
    const english = page.getByRole('form', { name: /Register/ });
    await waitForHydration(english.getByLabel(/^Company/));
    await fill(
      english,
      {
        company: 'Company',
        first: 'First name',
        last: 'Last name',
        country: 'Country',
        email: 'E-mail',
        phone: 'Phone',
      },
      email,
    );
    await english.getByRole('button', { name: 'Register' }).click();
    await expect(english.getByRole('status')).toHaveText(
      'You are registered. A confirmation has been sent to your e-mail address.',
    );

    // The JSON API answers 200 with the body of a new registration.
    const api = await request.post('/api/mw/insert/registration?lang=en', {
      data: { company: 'X', first_name: 'Saraa', last_name: 'Bold', country: 'MN', email, phone_number: '99112233' },
    });
    expect(api.status()).toBe(200);
    expect(await api.json()).toEqual({
      message: 'You are registered. A confirmation has been sent to your e-mail address.',
    });
    // One registration: the confirmation, then "registered already" within the public forms' three mails a day.
    await expect.poll(async () => (await mailsTo()).length).toBe(3);
    expect(
      (await mailsTo()).filter((mail) => /your registration is confirmed|бүртгэл баталгаажлаа/.test(mail.subject)),
    ).toHaveLength(1);
  });
});
