import type { Page } from '@playwright/test';

import { addDays, defaultDateRange, todayInUlaanbaatar } from '../../lib/list-query/date-range';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

const cards = (page: Page) => page.getByRole('tabpanel').locator('article');
const rows = (page: Page) => page.getByRole('tabpanel').locator('tbody tr');
const startInput = (page: Page) => page.getByLabel('Эхлэх огноо');
const endInput = (page: Page) => page.getByLabel('Дуусах огноо');
const sizeSelect = (page: Page) => page.getByLabel('Нэг хуудсанд');

test.describe('trade information', () => {
  test('[TRADE]: opens on the auction schedule with tonnage and links', async ({ page }) => {
    const response = await page.goto('/mm/trade');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Арилжааны мэдээлэл');
    await expect(page.getByRole('tab', { name: 'Арилжааны хуваарь' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Арилжааны мэдээ' })).toHaveAttribute('aria-selected', 'false');
    await expect(sizeSelect(page)).toHaveValue('12');
    await expect(cards(page)).toHaveCount(12);

    for (const card of await cards(page).all()) {
      const lots = (await card.getByText(/лот ×/).textContent()) ?? '';
      const [quantity = 0, lotSize = 0] = lots.split('×').map((part) => Number(part.replace(/[^\d.]/g, '')));
      const tonnage = Number((await card.getByTestId('tonnage').textContent())?.replace(/[^\d.]/g, ''));
      expect(tonnage).toBe(quantity * lotSize);
      await expect(card.getByTestId('tonnage')).toHaveText(/ тн$/);
      await expect(card.getByRole('link', { name: /^Дэлгэрэнгүй:/ })).toHaveAttribute('href', /^https:\/\/.+/);
    }

    await page.getByRole('navigation', { name: 'Хуудаслалт' }).getByRole('link', { name: '2-р хуудас' }).click();
    await expect(page).toHaveURL(/\?tab=schedule&size=12&page=2$/);
    await expect(page.getByRole('navigation', { name: 'Хуудаслалт' }).locator('[aria-current="page"]')).toHaveText('2');
    await expect(cards(page)).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);
  });

  test('[TRADE]: the report tab shows the last 7 days with linked pickers', async ({ page }) => {
    await page.goto('/mm/trade');
    // Hydrated, so that the tab is followed by the client router, as a visitor's click mostly is.
    await waitForHydration(page.getByRole('tab', { name: 'Арилжааны мэдээ' }));
    await page.getByRole('tab', { name: 'Арилжааны мэдээ' }).click();
    await expect(page).toHaveURL(/\/mm\/trade\?tab=report$/);
    await expect(page.getByRole('tab', { name: 'Арилжааны мэдээ' })).toHaveAttribute('aria-selected', 'true');

    const { start, end } = defaultDateRange();
    await expect(startInput(page)).toHaveValue(start);
    await expect(endInput(page)).toHaveValue(end);
    await expect(startInput(page)).toHaveAttribute('max', end);
    await expect(endInput(page)).toHaveAttribute('min', start);
    await expect(sizeSelect(page)).toHaveValue('10');
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Худалдагч',
      'Бүтээгдэхүүн',
      'Доод үнэ',
      'Хэлцлийн үнэ',
      'Арилжаа явагдсан огноо',
      'Холбоос',
    ]);
    await expect(
      rows(page)
        .first()
        .getByRole('link', { name: /^Харах:/ }),
    ).toHaveAttribute('href', /^https:\/\/.+/);
    await expectNoSeriousA11yViolations(page);
  });

  test('[TRADE]: a new page size starts again on page 1 and survives a reload', async ({ page }) => {
    const { start, end } = defaultDateRange();
    await page.goto(`/mm/trade?tab=report&start=${start}&end=${end}&size=10&page=2`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('navigation', { name: 'Хуудаслалт' }).locator('[aria-current="page"]')).toHaveText('2');

    await sizeSelect(page).selectOption('20');
    await expect(page).toHaveURL(`/mm/trade?tab=report&start=${start}&end=${end}&size=20&page=1`);
    await expect(rows(page)).toHaveCount(20);

    await page.reload();
    await expect(sizeSelect(page)).toHaveValue('20');
    await expect(startInput(page)).toHaveValue(start);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('tab', { name: 'Арилжааны мэдээ' })).toHaveAttribute('aria-selected', 'true');
  });

  test('[TRADE]: a start later than the end moves the end along', async ({ page }) => {
    const today = todayInUlaanbaatar();
    const [first, second, later] = [addDays(today, -9), addDays(today, -6), addDays(today, -2)];
    await page.goto(`/mm/trade?tab=report&start=${first}&end=${second}&size=10&page=2`, { waitUntil: 'networkidle' });

    await waitForHydration(startInput(page));
    await startInput(page).fill(later);
    await expect(endInput(page)).toHaveValue(later);
    await expect(page).toHaveURL(`/mm/trade?tab=report&start=${later}&end=${later}&size=10&page=1`);
    await expect(startInput(page)).toHaveAttribute('max', later);
    await expect(endInput(page)).toHaveAttribute('min', later);
    await expect(rows(page)).toHaveCount(3);
  });

  test('[TRADE]: a range without trades says so', async ({ page }) => {
    await page.goto('/mm/trade?tab=report&start=2001-01-01&end=2001-01-07');
    await expect(page.getByText('Хайсан хугацаан дахь өгөгдөл олдсонгүй.')).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
    await page.goto('/en/mm/trade?tab=report&start=2001-01-01&end=2001-01-07');
    await expect(page.getByText('No Data was found')).toBeVisible();
  });

  test('[TRADE]: bad addresses fall back to the defaults', async ({ page }) => {
    const response = await page.goto('/mm/trade?tab=nope&size=7&page=-4');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('tab', { name: 'Арилжааны хуваарь' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(12);
    await page.goto('/mm/trade?tab=report&start=2026-02-31&end=tomorrow&size=12');
    await expect(startInput(page)).toHaveValue(defaultDateRange().start);
    await expect(sizeSelect(page)).toHaveValue('10');
  });

  test('[TRADE]: the filters work as a plain form without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/mm/trade?tab=report&page=2');
    await sizeSelect(page).selectOption('30');
    await page.getByRole('button', { name: 'Харуулах' }).click();
    await expect(page).toHaveURL(/\?tab=report&start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}&size=30$/);
    await expect(sizeSelect(page)).toHaveValue('30');
    await expect(page.getByRole('navigation', { name: 'Хуудаслалт' })).toHaveCount(0);
    await context.close();
  });

  for (const edition of [
    {
      prefix: '',
      caption: /арилжааны үр дүн$/,
      hint: 'Хүснэгтийг хажуу тийш гүйлгэж 6 баганыг бүгдийг нь харна уу.',
      lastColumn: 'Холбоос',
    },
    {
      prefix: '/en',
      caption: /^Trade results from/,
      hint: 'Scroll the table sideways to see all 6 columns.',
      lastColumn: 'Link',
    },
  ]) {
    test(`[TRADE]: on a phone ${edition.prefix}/mm/trade?tab=report scrolls its table in its frame, says so, and keeps the call buttons on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 393, height: 851 });
      await page.goto(`${edition.prefix}/mm/trade?tab=report`);
      await expect(rows(page)).toHaveCount(10);

      // The page itself is as wide as the phone: the link column's hidden labels stay inside the table's frame.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(393);
      for (const button of await page.locator('aside a[href^="tel:"], aside a[href^="https://wa.me/"]').all()) {
        const box = await button.boundingBox();
        expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(393);
      }

      // The table scrolls, a visible line says so, and the frame is a named region reached with the keyboard.
      const frame = page.getByRole('region', { name: edition.caption });
      await expect(frame).toHaveAttribute('tabindex', '0');
      await expect(page.getByText(edition.hint)).toBeVisible();
      await expect(frame).toHaveAccessibleDescription(edition.hint);
      expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      const lastColumn = page.getByRole('columnheader', { name: edition.lastColumn });
      await expect(lastColumn).not.toBeInViewport();
      await frame.focus();
      // The arrow key moves the table a step at a time, as often as a person presses it.
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        await expect(lastColumn).toBeInViewport({ ratio: 0.95, timeout: 200 });
      }).toPass();
      expect(await frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('[TRADE]: dates read the same way in cards and table: the day first in Mongolian, the month named in English', async ({
    page,
  }) => {
    await page.goto('/mm/trade');
    await expect(cards(page).first().locator('p').first()).toHaveText(
      /^Арилжаа явагдах огноо: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/,
    );
    await page.goto('/mm/trade?tab=report');
    await expect(rows(page).first().locator('time')).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);

    await page.goto('/en/mm/trade');
    // "Dec 13, 2026, 2:30 PM": never "12/13/2026", and no space before the colon.
    await expect(cards(page).first().locator('p').first()).toHaveText(
      /^Auction date: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
    await page.goto('/en/mm/trade?tab=report');
    await expect(rows(page).first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await expect(
      page.getByRole('region', {
        name: /^Trade results from [A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      }),
    ).toBeVisible();
  });

  test('[TRADE]: the English edition', async ({ page }) => {
    await page.goto('/en/mm/trade');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade information');
    await expect(page.getByRole('tab', { name: 'Auction schedule' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page).first().getByTestId('tonnage')).toHaveText(/ t$/);
    await expect(
      cards(page)
        .first()
        .getByRole('link', { name: /^Details:/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Trade results' }).click();
    await expect(page).toHaveURL(/\/en\/mm\/trade\?tab=report$/);
    await expect(page.getByLabel('Start date')).toHaveValue(defaultDateRange().start);
    await expect(page.getByRole('columnheader', { name: 'Deal price' })).toBeVisible();
    await expect(page.getByText(/records in total/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/mm\/trade$/);
    await expectNoSeriousA11yViolations(page);
  });
});
