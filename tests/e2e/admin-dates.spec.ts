import { STAFF } from '../fixtures/admin-session';
import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

/** The back-office screens whose grids and cards show dates, each with a date as it must read there. */
const SCREENS = [
  { path: '/admin/audit-log', date: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/ },
  { path: '/admin/dashboard', date: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ },
  { path: '/admin/request-list', date: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ },
  { path: '/admin/update-news', date: /^\d{4}\.\d{2}\.\d{2}$/ },
  { path: '/admin/report', date: /^\d{4} оны \d{1,2}-р сарын \d{1,2}$/ },
  { path: '/admin/trade', date: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ },
  { path: '/admin/assessment-result', date: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ },
  { path: '/admin/assessment-member-result', date: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ },
  { path: '/admin/week/editions', date: /^\d{4} оны \d{1,2}-р сарын \d{1,2} – \d{1,2}$/ },
  { path: '/admin/week/register', date: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ },
  { path: '/admin/week/presenters', date: /^\d{4} оны \d{1,2}-р сарын \d{1,2}$/ },
  { path: '/admin/week/update-news', date: /^\d{4}\.\d{2}\.\d{2}$/ },
  { path: '/admin/yellow/request', date: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ },
];

test.describe('[ADMIN] dates in the back-office', () => {
  test.use({ storageState: STAFF.admin.storageState });

  test('[ADMIN]: every screen with dates writes them in Mongolian and hydrates without a mismatch, in a browser without Mongolian locale data', async ({
    page,
  }) => {
    // Debian's Chromium has no Mongolian data: Intl would write English here while the server wrote Mongolian.
    expect(await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['mn']))).toEqual([]);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      const dates = page.locator('main').getByText(screen.date);
      await expect(dates.first(), screen.path).toBeVisible();
      await waitForHydration(dates.first());
    }
  });
});
