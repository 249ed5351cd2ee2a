import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { cspViolations, recordCspViolations } from '../fixtures/csp';
import { holdRequests, PAGE_SCRIPTS } from '../fixtures/held-requests';
import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

type Texts = { yes: string; no: string; next: string; finish: string };
const MN: Texts = { yes: 'Тийм', no: 'Үгүй', next: 'Дараах', finish: 'Дуусгах' };
const EN: Texts = { yes: 'Yes', no: 'No', next: 'Next', finish: 'Finish' };

const stepTitle = (page: Page) => page.locator('#self-assessment-step-title');
const rows = (page: Page) => page.locator('fieldset');

/** Answers every row of the current page: the first `noCount` rows no, the rest yes. Returns the row count. */
async function answerPage(page: Page, texts: Texts, noCount = 0): Promise<number> {
  const count = await rows(page).count();
  for (let index = 0; index < count; index += 1) {
    await rows(page)
      .nth(index)
      .getByRole('radio', { name: index < noCount ? texts.no : texts.yes, exact: true })
      .check();
  }

  return count;
}

async function fillInfo(
  page: Page,
  labels: [string, string, string],
  values = ['Өмнөговь Ресурс ХХК', 'info@omnogovi-resource.mn', '99001122'],
) {
  for (const [index, label] of labels.entries()) await page.getByLabel(label).fill(values[index] ?? '');
}

test.describe('self-assessment', () => {
  // Each journey answers all 75 questions of the codex, some of them twice.
  test.describe.configure({ timeout: 180_000 });

  test('[ASSESSMENT]: an organisation assesses itself anonymously and sees its exact result', async ({ page }) => {
    await recordCspViolations(page);
    await page.goto('/mm/assessment');
    await page.getByRole('link', { name: /Өөрийн үнэлгээ хийх/ }).click();
    await expect(page).toHaveURL(/\/mm\/self-assessment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Өөрийн үнэлгээ');
    await expect(page.getByRole('link', { name: /Үнэлгээний төрөл сонгох/ })).toHaveAttribute('href', '/mm/assessment');
    await expect(page.getByText('6 алхмын 1-р алхам')).toBeVisible();
    await expect(stepTitle(page)).toHaveText('Байгууллагын мэдээлэл');

    // Step 0: messages on blur, Start disabled while invalid, a press on it shows every message.
    const start = page.getByRole('button', { name: 'Эхлэх' });
    await expect(start).toBeDisabled();
    // The messages on leaving a field come with the page's scripts, as a person sees them once the page is alive.
    await waitForHydration(page.getByLabel('Байгууллагын нэр'));
    await page.getByLabel('Байгууллагын нэр').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Та байгууллагын нэрээ оруулна уу.')).toBeVisible();
    await expect(page.getByText('Та и-мэйл хаягаа оруулна уу.')).toBeHidden();
    await page.getByLabel('И-мэйл хаяг').fill('info@omnogovi');
    await page.getByLabel('И-мэйл хаяг').blur();
    await expect(page.getByText('И-мэйл хаяг буруу байна')).toBeVisible();
    await expect(page.getByText('Та утасны дугаараа оруулна уу.')).toBeHidden();
    await start.click({ force: true });
    await expect(page.getByText('Та утасны дугаараа оруулна уу.')).toBeVisible();
    await expect(page.getByLabel('Утасны дугаар')).toHaveAttribute('aria-invalid', 'true');
    await expect(stepTitle(page)).toHaveText('Байгууллагын мэдээлэл');
    await expectNoSeriousA11yViolations(page);

    await fillInfo(page, ['Байгууллагын нэр', 'И-мэйл хаяг', 'Утасны дугаар']);
    await expect(page.getByText('И-мэйл хаяг буруу байна')).toBeHidden();
    await expect(start).toBeEnabled();
    await start.click();

    // Section 1: Next refused while rows are unanswered, the rows highlighted, the message for 5 seconds.
    await expect(stepTitle(page)).toHaveText('1-р хамрах хүрээ. Засаглал, ёс зүй ба ил тод байдал');
    await expect(page.getByText('6 алхмын 2-р алхам')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /1\.1 Хууль тогтоомжийн хэрэгжилт/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Өмнөх/ })).toHaveCount(0);
    const firstPageRows = await rows(page).count();
    await page.getByRole('button', { name: /Дараах/ }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Бүх асуултанд хариулна уу.' });
    await expect(refusal).toBeVisible();
    await expect(page.getByText('Хариулаагүй', { exact: true })).toHaveCount(firstPageRows);
    await expect(rows(page).first()).toHaveClass(/border-red-700/);
    await answerPage(page, MN, 2);
    await expect(page.getByText('Хариулаагүй', { exact: true })).toHaveCount(0);
    await expect(refusal).toBeHidden({ timeout: 7_000 });

    // Section 2: a few rows answered, then the page is reloaded; everything is still there.
    await page.getByRole('button', { name: /Дараах/ }).click();
    await expect(stepTitle(page)).toHaveText(/^2-р хамрах хүрээ\. /);
    await rows(page).nth(0).getByRole('radio', { name: MN.no, exact: true }).check();
    await rows(page).nth(1).getByRole('radio', { name: MN.yes, exact: true }).check();
    await rows(page).nth(1).getByRole('checkbox', { name: 'Нотлох баримттай' }).check();
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(stepTitle(page)).toHaveText(/^2-р хамрах хүрээ\. /);
    await expect(rows(page).nth(0).getByRole('radio', { name: MN.no, exact: true })).toBeChecked();
    await expect(rows(page).nth(1).getByRole('radio', { name: MN.yes, exact: true })).toBeChecked();
    await expect(rows(page).nth(1).getByRole('checkbox', { name: 'Нотлох баримттай' })).toBeChecked();
    await page.getByRole('button', { name: /Өмнөх/ }).click();
    await expect(stepTitle(page)).toHaveText(/^1-р хамрах хүрээ\. /);
    await expect(rows(page).nth(1).getByRole('radio', { name: MN.no, exact: true })).toBeChecked();
    await page.getByRole('button', { name: /Дараах/ }).click();

    // The rest yes: 3 of the 75 questions answered no, so 72 / 75 = 96 %.
    let total = firstPageRows;
    total += await answerPage(page, MN, 1);
    for (const section of [3, 4, 5]) {
      await page.getByRole('button', { name: /Дараах/ }).click();
      await expect(stepTitle(page)).toHaveText(new RegExp(`^${section}-р хамрах хүрээ\\. `));
      total += await answerPage(page, MN);
    }
    expect(total).toBe(75);
    await expect(page.getByRole('button', { name: /Дараах/ })).toHaveCount(0);
    const finish = page.getByRole('button', { name: MN.finish });
    const answered = page.waitForResponse((response) => response.url().includes('/api/insert/answer'));
    await finish.click();
    expect((await answered).status()).toBe(200);

    await expect(stepTitle(page)).toHaveText('Үнэлгээний үр дүн');
    await expect(page.getByTestId('result-percentage')).toHaveText('96%');
    await expect(page.getByText('Кодексийн шаардлагын хангалт: 96%')).toBeAttached();
    await expect(page.getByTestId('result-yes')).toHaveText('72');
    await expect(page.getByTestId('result-no')).toHaveText('3');
    await expect(page.getByText('Өмнөговь Ресурс ХХК, үнэлгээнд хамрагдсанд баярлалаа.')).toBeVisible();
    // The form's checks ran in the browser without anything the page's security policy forbids (eval).
    expect(await cspViolations(page)).toEqual([]);

    // A finished assessment is not resumed.
    await page.reload();
    await expect(stepTitle(page)).toHaveText('Байгууллагын мэдээлэл');
    await expect(page.getByLabel('Байгууллагын нэр')).toHaveValue('');
  });

  test('[ASSESSMENT]: what is typed and sent before the page has come alive is kept and checked once it is, never put in the address', async ({
    page,
    request,
  }) => {
    await request.get('/en/mm/self-assessment');
    const releaseScripts = await holdRequests(page, PAGE_SCRIPTS);
    await page.goto('/en/mm/self-assessment', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail address').fill('office@khanaltai.mn');
    await page.getByLabel('E-mail address').press('Enter');
    releaseScripts();

    await expect(page.getByText("Please enter your organisation's name.")).toBeVisible();
    await expect(page.getByText('Please enter your phone number.')).toBeVisible();
    await expect(page.getByText('Please enter your e-mail address.')).toBeHidden();
    await expect(page.getByLabel('E-mail address')).toHaveValue('office@khanaltai.mn');
    expect(new URL(page.url()).search).toBe('');

    await page.getByLabel('Organisation name').fill('Khan Altai Resources LLC');
    await page.getByLabel('Phone number').fill('88112233');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(stepTitle(page)).toHaveText('Scope 1. Governance, ethics and transparency');
  });

  test.describe(() => {
    // The failed submission is made on purpose here, and the browser logs it.
    test.use({
      expectedPageErrors: [
        /Failed to load resource: the server responded with a status of 503 .*\/api\/insert\/answer\b/,
      ],
    });

    test('[ASSESSMENT]: the English flow speaks English, shows a failed submission and keeps the answers', async ({
      page,
    }) => {
      await page.goto('/en/mm/self-assessment');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Self-assessment');
      await expect(page.getByText('Step 1 of 6')).toBeVisible();
      await waitForHydration(page.getByLabel('Organisation name'));
      await page.getByLabel('Organisation name').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByText("Please enter your organisation's name.")).toBeVisible();
      await page.getByRole('button', { name: 'Start' }).click({ force: true });
      await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
      await expect(page.getByText('Please enter your phone number.')).toBeVisible();
      await fillInfo(
        page,
        ['Organisation name', 'E-mail address', 'Phone number'],
        ['Khan Altai Resources LLC', 'office@khanaltai.mn', '88112233'],
      );
      await page.getByRole('button', { name: 'Start' }).click();

      await expect(stepTitle(page)).toHaveText('Scope 1. Governance, ethics and transparency');
      await expect(rows(page).first()).toContainText(
        'Does the company keep a register of applicable laws and update it every year?',
      );
      await expect(rows(page).first().getByRole('checkbox', { name: 'Evidence available' })).toBeVisible();
      await page.getByRole('button', { name: /Next/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please answer every question.' })).toBeVisible();
      await expect(page.getByText('Not answered', { exact: true }).first()).toBeVisible();

      // Every answer no.
      await answerPage(page, EN, Number.POSITIVE_INFINITY);
      for (let section = 2; section <= 5; section += 1) {
        await page.getByRole('button', { name: /Next/ }).click();
        await expect(stepTitle(page)).toHaveText(new RegExp(`^Scope ${section}\\. `));
        await answerPage(page, EN, Number.POSITIVE_INFINITY);
      }

      // The server is down: the failure is said, the page and the answers stay.
      await page.route('**/api/insert/answer*', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
      );
      await page.getByRole('button', { name: EN.finish }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'The assessment could not be sent. Your answers are kept, so please try again.' }),
      ).toBeVisible();
      await expect(stepTitle(page)).toHaveText(/^Scope 5\. /);
      await expect(rows(page).first().getByRole('radio', { name: EN.no, exact: true })).toBeChecked();

      await page.unroute('**/api/insert/answer*');
      await page.getByRole('button', { name: EN.finish }).click();
      await expect(stepTitle(page)).toHaveText('Your result');
      await expect(page.getByTestId('result-percentage')).toHaveText('0%');
      await expect(page.getByTestId('result-yes')).toHaveText('0');
      await expect(page.getByTestId('result-no')).toHaveText('75');
      await expect(page.getByText("Compliance with the code's requirements: 0%")).toBeAttached();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
