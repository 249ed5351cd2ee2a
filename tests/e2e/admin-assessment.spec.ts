import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';

test.use({ storageState: STAFF.admin.storageState });

const SAVED = 'Амжилттай шинэчлэгдлээ.';
const DELETED = 'Амжилттай устгагдлаа.';
const BLOCKED = 'Индексийн формат алдаатай байна.';
const FORMAT = 'Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1';
const TAKEN = 'Индекс давхцаж байна';
const ANSWERED = 'Энэ асуултад хариулт өгсөн байгаа тул устгах боломжгүй';

type Child = { id: number; cid: string; question: string; questionEn: string };
type Group = { mainIndex: number; questions: Array<Child & { children: Child[] }> };

async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** axe once the notices are gone: the shared toaster's rich-colour notices are the toaster's to fix. */
async function expectAccessibleScreen(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}

async function codex(request: APIRequestContext): Promise<Group[]> {
  const response = await request.get('/api/get/assessment-questions');
  expect(response.status()).toBe(200);

  return ((await response.json()) as { result: Group[] }).result;
}

const allChildren = (groups: Group[]) => groups.flatMap((group) => group.questions.flatMap((requirement) => requirement.children));

/** The saved question in the admin read, and at once in the public API and on the public page of each language. */
async function expectPublished(request: APIRequestContext, cid: string, mn: string, en: string): Promise<void> {
  const admin = allChildren(await codex(request)).find((child) => child.cid === cid);
  expect(admin).toMatchObject({ question: mn, questionEn: en });
  for (const [lang, text, page] of [['mn', mn, '/mm/self-assessment'], ['en', en, '/en/mm/self-assessment']] as const) {
    expect(await (await request.get(`/api/get/assessment?lang=${lang}`)).text()).toContain(text);
    expect(await (await request.get(page)).text()).toContain(text);
  }
}

test.describe('[ADMIN] assessment screens', () => {
  // The journeys wait out notices before axe, and axe reads the whole codex (five tables of about 120 rows).
  test.slow();

  test('[ADMIN]: a sub-question is added past a bad and a taken index, edited, published and deleted', async ({ page }) => {
    const stamp = Date.now();
    const cid = `1.1.${(stamp % 90_000) + 100}`;
    const question = `Туршилтын дэд асуулт ${stamp}?`;
    const questionEn = `Test sub-question ${stamp}?`;
    const index = page.getByLabel('Индекс', { exact: true });

    await page.goto('/admin/update-assessment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Үнэлгээний асуултууд');
    await expect(page.getByRole('heading', { level: 2, name: /^1\. / })).toBeVisible();
    await expect(page.getByTestId('codex-view')).toContainText('1.1.1');
    await expectAccessibleScreen(page);

    await page.getByRole('button', { name: 'Асуулт нэмэх' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Асуулт нэмэх' })).toBeVisible();
    await index.fill('1.1.x');
    await index.blur();
    await expect(page.getByRole('alert').filter({ hasText: FORMAT })).toBeVisible();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, BLOCKED);
    await expect(page.getByRole('alert').filter({ hasText: 'Үнэлгээний асуултыг оруулна уу' })).toBeVisible();

    await index.fill('1.1.1');
    await expect(page.getByRole('alert').filter({ hasText: TAKEN })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, BLOCKED);

    await index.fill(cid);
    await expect(page.getByText('Эцэг индекс: 1.1')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: TAKEN })).toHaveCount(0);
    await page.getByLabel('Асуулт', { exact: true }).fill(question);
    await page.getByLabel('Асуулт (англи)').fill(questionEn);
    await expectAccessibleScreen(page);
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    await expect(page.getByRole('button', { name: 'Засах, устгах' })).toHaveAttribute('aria-pressed', 'true');
    const row = page.locator(`[data-testid="question-row"][data-cid="${cid}"]`);
    await expect(row).toContainText(question);
    await expect(row).toContainText('1.1');
    await expectAccessibleScreen(page);

    // Edit: the unchanged index is not checked again; the text changes in both languages.
    await page.getByRole('button', { name: `Засах: ${cid}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Асуулт засах' })).toBeVisible();
    await expect(index).toHaveValue(cid);
    await page.getByLabel('Асуулт', { exact: true }).fill(`${question} (засав)`);
    await page.getByLabel('Асуулт (англи)').fill(`${questionEn} (edited)`);
    await page.getByRole('button', { name: 'Засах', exact: true }).click();
    await expectNotice(page, SAVED);
    await expect(row).toContainText(`${question} (засав)`);
    await expectPublished(page.request, cid, `${question} (засав)`, `${questionEn} (edited)`);

    await page.reload();
    await expect(page.getByTestId('codex-view')).toContainText(`${question} (засав)`);
    await page.getByRole('button', { name: 'Засах, устгах' }).click();
    await page.getByRole('button', { name: `Устгах: ${cid}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`"${cid}" индекстэй асуултыг устгах уу?`);
    await dialog.getByRole('button', { name: 'Тийм' }).click();
    await expectNotice(page, DELETED);
    await expect(row).toHaveCount(0);
    expect(allChildren(await codex(page.request)).some((child) => child.cid === cid)).toBe(false);
  });

  test('[ADMIN]: a respondent shows in the grid with the details modal, and an answered question is not deleted', async ({ page }) => {
    const stamp = Date.now();
    const name = `Туршилт ${stamp} ХХК`;
    const children = allChildren(await codex(page.request));
    // Every question answered (the public flow requires it): the first two no, the rest yes, proof on every other.
    const answers = children.map((child, position) => ({ question_id: child.id, answer: position < 2 ? 0 : 1, proof: position % 2 === 0 }));
    const submitted = await page.request.post('/api/insert/answer', {
      data: { name, email: `test${stamp}@example.mn`, phone_number: '99112233', answers },
    });
    expect(submitted.status()).toBe(200);
    const expected = Math.round(((children.length - 2) / children.length) * 100);

    await page.goto('/admin/assessment-result');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайн дурын оролцогчид');
    await expect(page.getByLabel('Хуудсанд')).toHaveValue('10');
    await expect(page.getByLabel('Хуудсанд').locator('option')).toHaveText(['10', '20', '30']);
    await expectAccessibleScreen(page);

    await page.getByLabel('Байгууллагын нэр, и-мэйл, утсаар хайх').fill(String(stamp));
    await page.getByRole('button', { name: 'Хайх' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText(`test${stamp}@example.mn`);
    await expect(rows.first()).toContainText(`${expected}%`);

    await page.getByRole('button', { name: `Дэлгэрэнгүй: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${name}: үнэлгээний хариулт` });
    await expect(dialog.getByTestId('total-percentage')).toHaveText(`${expected}%`);
    await expect(dialog.getByTestId('total-count')).toHaveText(String(children.length));
    await expect(dialog.getByTestId('total-yes')).toHaveText(String(children.length - 2));
    await expect(dialog.getByTestId('total-no')).toHaveText('2');
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(5);
    const [first, second] = children;
    await expect(dialog.locator(`[data-testid="answer-row"][data-cid="${first?.cid}"]`)).toContainText('Байгаа');
    await expect(dialog.locator(`[data-testid="answer-row"][data-cid="${second?.cid}"]`)).toContainText('Байхгүй');
    await expectAccessibleScreen(page);
    await dialog.getByRole('button', { name: 'Хаах' }).click();
    await expect(dialog).toBeHidden();

    // The respondent answered every question: deleting one is refused and says why.
    await page.goto('/admin/update-assessment');
    await page.getByRole('button', { name: 'Засах, устгах' }).click();
    await page.getByRole('button', { name: `Устгах: ${first?.cid}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Тийм' }).click();
    await expectNotice(page, ANSWERED);
    await expect(page.locator(`[data-testid="question-row"][data-cid="${first?.cid}"]`)).toBeVisible();
  });
});
