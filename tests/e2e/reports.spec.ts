import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

const cards = (page: Page) => page.locator('section[aria-labelledby="reports-title"] article');

test.describe('reports', () => {
  test('[REPORTS]: six reports a page, newest first, with pages as links', async ({ page }) => {
    const response = await page.goto('/mm/report=1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тайлан');
    await expect(cards(page)).toHaveCount(6);
    const dates = await cards(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(
      page.getByRole('complementary', { name: 'Мэдээ мэдээлэл' }).getByRole('heading', { name: 'Сүүлийн мэдээ' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Хуудаслалт' }).getByRole('link', { name: '2-р хуудас' }).click();
    await expect(page).toHaveURL(/\/mm\/report=2$/);
    await expect(page.getByRole('navigation', { name: 'Хуудаслалт' }).locator('[aria-current="page"]')).toHaveText('2');
    const secondPage = await cards(page).count();
    expect(secondPage).toBeGreaterThan(0);
    expect(secondPage).toBeLessThanOrEqual(6);
    const olderDate = await cards(page).first().locator('time').getAttribute('datetime');
    expect(olderDate && olderDate <= (dates.at(-1) ?? '')).toBe(true);
  });

  test('[REPORTS]: download buttons give the PDFs', async ({ page, request }) => {
    await page.goto('/mm/report=1');
    const links = cards(page).getByRole('link', { name: /\(PDF\) татах$/ });
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('download', '');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/files\/reports\/.+\.pdf$/);
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('application/pdf');
    }
  });

  test('[REPORTS]: pages past the end and other segments are not found', async ({ page }) => {
    for (const path of ['/mm/report=99', '/mm/report=0', '/mm/report=x', '/mm/reports=1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByText('Таны хайсан хуудас олдсонгүй.')).toBeVisible();
  });

  test('[REPORTS]: the English edition', async ({ page }) => {
    await page.goto('/en/mm/report=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().getByRole('heading')).toHaveText(/[A-Za-z]/);
    await expect(
      cards(page)
        .first()
        .getByRole('link', { name: /^Download .+ \(PDF\)$/ }),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/mm\/report=1$/);
    await expectNoSeriousA11yViolations(page);
  });
});
