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
    await expect(page.getByRole('columnheader')).toHaveText(['Худалдагч', 'Бүтээгдэхүүн', 'Доод үнэ', 'Хэлцлийн үнэ', 'Арилжаа явагдсан огноо', 'Холбоос']);
    await expect(rows(page).first().getByRole('link', { name: /^Харах:/ })).toHaveAttribute('href', /^https:\/\/.+/);
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

  test('[TRADE]: the English edition', async ({ page }) => {
    await page.goto('/en/mm/trade');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade information');
    await expect(page.getByRole('tab', { name: 'Auction schedule' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page).first().getByTestId('tonnage')).toHaveText(/ t$/);
    await expect(cards(page).first().getByRole('link', { name: /^Details:/ })).toBeVisible();
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
