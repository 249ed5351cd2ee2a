import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expectNotice } from '../fixtures/notices';
import { readLatestMail } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Админ цэс' });

/**
 * Runs `action` while the server cannot write its mails (a file stands where the outbox folder is): each mail it
 * sends fails, and the suite's server gives a mail up after one refusal (MAIL_MAX_ATTEMPTS in playwright.config).
 */
async function whileMailFails(action: () => Promise<void>): Promise<void> {
  const hadOutbox = await stat(OUTBOX).then(
    () => true,
    () => false,
  );
  if (hadOutbox) await rename(OUTBOX, `${OUTBOX}-aside`);
  await writeFile(OUTBOX, 'not a folder');
  try {
    await action();
  } finally {
    await rm(OUTBOX);
    if (hadOutbox) await rename(`${OUTBOX}-aside`, OUTBOX);
  }
}

test.describe('[ADMIN] the operator screen', () => {
  test.use({ storageState: STAFF.admin.storageState });

  test('[ADMIN]: shows the version, the migrations, the backups, the job queue and a mail that could not be sent, and resends it', async ({
    page,
  }) => {
    const email = `outbox-${Date.now()}@example.mn`;
    await whileMailFails(async () => {
      const registered = await page.request.post('/api/yellow-page/insert/yellow-consultant', {
        data: {
          nameMn: 'Гэрэлт',
          nameEn: 'Gerelt',
          professionMn: 'Геологич',
          professionEn: 'Geologist',
          adviceMn: 'Хайгуул',
          phone: '99112233',
          registrantName: 'Гэрэлт Бат',
          registrantPosition: 'Инженер',
          registrantEmail: email,
          registrantPhone: '99112233',
        },
      });
      // The request is stored and answered; only its receipt waits.
      expect(registered.status()).toBe(200);
    });

    await page.goto('/admin');
    await menu(page).getByRole('link', { name: 'Системийн төлөв' }).click();
    await expect(page).toHaveURL(/\/admin\/operations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Системийн төлөв');
    const version = page.getByTestId('operations-version');
    await expect(version).toContainText(/\d+\.\d+\.\d+/);
    await expect(version).toContainText('Бүх шилжилт хийгдсэн');
    // The suite's server has made no backup yet (its first night is ahead), and runs every kind of scheduled job.
    await expect(page.getByRole('region', { name: 'Нөөц хуулбар' })).toContainText(
      'Нөөц хуулбар хараахан хийгдээгүй байна.',
    );
    const jobs = page.getByTestId('operations-jobs');
    for (const kind of ['backup:nightly', 'mail-outbox', 'meeting-reminder', 'rate-limits-expired']) {
      await expect(jobs.getByRole('cell', { name: kind, exact: true })).toHaveCount(1);
    }

    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('directory-receipt');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    // The last error is the one the mailer gave: it could not create the outbox folder.
    await expect(row.getByRole('cell').nth(3)).toContainText(OUTBOX);
    await expectNoSeriousA11yViolations(page);

    const since = Date.now();
    await row.getByRole('button', { name: `${email} руу дахин илгээх` }).click();
    await expectNotice(page, 'Имэйлийг дахин илгээхээр дараалалд орууллаа.');
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    // The sender, woken, wrote the receipt as the registrant gets it.
    const receipt = await readLatestMail(email, { since });
    expect(receipt.subject).toContain('Бизнес лавлах');
  });
});

test.describe('[ADMIN] the operator screen for a moderator', () => {
  test.use({ storageState: STAFF.moderator.storageState });

  test('[ADMIN]: a moderator has no operator screen: no menu entry, and the page answers 403', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(menu(page).getByRole('link', { name: 'Системийн төлөв', exact: true })).toHaveCount(0);

    const refusal = await page.goto('/admin/operations');
    expect(refusal?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хандах эрхгүй');
  });
});
