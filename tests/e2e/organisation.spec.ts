import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

const anchor = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const peopleGroup = (page: Page, name: string | RegExp) => page.getByRole('region', { name }).getByRole('listitem');

test.describe('organisation', () => {
  test('[ORGANISATION]: the about page shows the association and its people', async ({ page }) => {
    const response = await page.goto('/mm/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бидний тухай');
    await expect(anchor(page, '1')).toContainText('1994 онд байгуулагдсан');
    await expect(anchor(page, '1')).toContainText('30 жилийн турш');

    await expect(peopleGroup(page, 'Хүндэт ерөнхийлөгчид')).toHaveCount(4);
    await expect(peopleGroup(page, 'Хүндэт ерөнхийлөгчид').first()).toContainText('1994–2002');
    const council = peopleGroup(page, 'Ассоциацийн зөвлөл');
    expect(await council.count()).toBeGreaterThan(0);
    await expect(council.first()).toContainText('Алтан Говь Ресурс ХК');

    const office = page.getByRole('region', { name: 'Ажлын алба' });
    await expect(office).toContainText('Ажлын алба 7 хүний бүрэлдэхүүнтэй');
    await expect(office.getByRole('listitem')).toHaveCount(7);
    await expect(office.getByRole('link').first()).toHaveAttribute('href', /^mailto:.+@/);
    await expect(office.locator('img').first()).toHaveAttribute('src', /files(\/|%2F)about/);
    await expectNoSeriousA11yViolations(page);
  });

  test('[ORGANISATION]: the about anchors #1 and #2 scroll to their sections', async ({ page }) => {
    await page.goto('/mm/about#2');
    await expect(anchor(page, '2')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Бүтэц, зохион байгуулалт' })).toBeInViewport();

    await page.goto('about:blank');
    await page.goto('/mm/about#1');
    await expect(page.getByRole('heading', { name: 'Байгууллагын танилцуулга' })).toBeInViewport();

    await page.goto('about:blank');
    await page.goto('/mm/about');
    await page.setViewportSize({ width: 1280, height: 800 });
    const menu = page.getByRole('navigation', { name: 'Үндсэн цэс' });
    await menu.getByRole('button', { name: 'Бидний тухай' }).click();
    await menu.getByRole('link', { name: 'Ажлын алба' }).click();
    await expect(page).toHaveURL(/\/mm\/about#office$/);
    // The page scrolls smoothly past the section's title down to the office: where it comes to rest counts.
    await expect(page.getByRole('heading', { level: 3, name: 'Ажлын алба', exact: true })).toBeInViewport();
  });

  test('[ORGANISATION]: each entry of the About menu lands on its own group of people', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const groups = [
      { entry: 'Хүндэт ерөнхийлөгчид', anchor: 'presidents' },
      { entry: 'Ассоциацийн зөвлөл', anchor: 'council' },
      { entry: 'Ажлын алба', anchor: 'office' },
    ];
    for (const { entry, anchor: id } of groups) {
      await page.goto('/mm');
      const menu = page.getByRole('navigation', { name: 'Үндсэн цэс' });
      await menu.getByRole('button', { name: 'Бидний тухай' }).click();
      await menu.getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`/mm/about#${id}$`));
      const heading = page.getByRole('heading', { level: 3, name: entry, exact: true });
      await expect(heading).toBeInViewport();
      // The group's heading is at the top of the screen, below the header, not merely somewhere on it.
      await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200);
      expect((await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    }
  });

  test('[ORGANISATION]: the activity page shows committees with their logos, projects and legal information', async ({
    page,
  }) => {
    await page.goto('/mm/activity');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Үйл ажиллагаа');

    const committees = [
      'Олон нийттэй харилцах хороо',
      'Байгаль орчны хороо',
      'Хууль эрх зүйн хороо',
      'Тээвэр, ложистикийн хороо',
    ];
    for (const name of committees) {
      const committee = page.getByRole('region', { name, exact: true });
      await expect(committee.getByRole('listitem').first()).toBeVisible();
      const logos = committee.getByRole('link');
      expect(await logos.count()).toBeGreaterThan(0);
      await expect(logos.first()).toHaveAttribute('href', /^https:\/\//);
      await expect(logos.first()).toHaveAttribute('target', '_blank');
      await expect(logos.first().locator('img')).toHaveAttribute('src', /logos/);
    }

    const projects = anchor(page, '2').getByRole('link');
    await expect(projects).toHaveCount(7);
    await expect(projects.first()).toHaveAttribute('href', '/mm/page/20');
    await expect(projects.last()).toHaveAttribute('href', '/mm/page/26');
    await expect(anchor(page, '3')).toContainText('11 гишүүнтэй бөгөөд 3 жилийн хугацаатай');
    await expectNoSeriousA11yViolations(page);
  });

  test('[ORGANISATION]: the activity anchors #1, #2 and #3 scroll to their sections', async ({ page }) => {
    const sections = [
      { id: '3', heading: 'Хууль эрх зүйн мэдээлэл' },
      { id: '2', heading: 'Төсөл хөтөлбөрүүд' },
      { id: '1', heading: 'Үндсэн ажлын хэсгүүд' },
    ];
    for (const { id, heading } of sections) {
      // A fresh load each time: a hash-only change of the address is a reload for the router, which keeps the
      // old scroll position.
      await page.goto('about:blank');
      await page.goto(`/mm/activity#${id}`);
      await expect(anchor(page, id).getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    }
  });

  test('[ORGANISATION]: the English edition', async ({ page }) => {
    await page.goto('/en/mm/about#2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(anchor(page, '1')).toContainText('founded in 1994');
    await expect(peopleGroup(page, 'Honorary presidents').first()).toContainText('J. Dashdorj');
    await expect(page.getByRole('region', { name: 'Working office' })).toContainText(
      'The working office has 7 members of staff',
    );
    await expect(page.getByRole('region', { name: 'Association council' })).toContainText('Altan Gobi Resources JSC');
    await expect(page.locator('link[rel="alternate"][hreflang="mn"]')).toHaveAttribute('href', /\/mm\/about$/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/mm/activity#3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity');
    await expect(
      page.getByRole('region', { name: 'Public relations committee' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('heading', { name: 'Legal information' })).toBeInViewport();
    await expect(anchor(page, '3')).toContainText('The board has 11 members elected for 3 years.');
    await expect(anchor(page, '2').getByRole('link').first()).toHaveAttribute('href', '/en/mm/page/20');
    await expectNoSeriousA11yViolations(page);
  });
});
