import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Download, Page } from '@playwright/test';
import JSZip from 'jszip';

import { STAFF } from '../fixtures/admin-session';
import { expectAccessibleScreen } from '../fixtures/notices';
import { pdfPageTexts } from '../fixtures/pdf-text';
import { expect, test } from '../fixtures/test';

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

async function codex(request: APIRequestContext): Promise<Group[]> {
  const response = await request.get('/api/get/assessment-questions');
  expect(response.status()).toBe(200);

  return ((await response.json()) as { result: Group[] }).result;
}

/** Clicks, waits for the browser's download and reads the saved file. */
async function savedDownload(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);

  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const allChildren = (groups: Group[]) =>
  groups.flatMap((group) => group.questions.flatMap((requirement) => requirement.children));

/** The saved question in the admin read, and at once in the public API and on the public page of each language. */
async function expectPublished(request: APIRequestContext, cid: string, mn: string, en: string): Promise<void> {
  const admin = allChildren(await codex(request)).find((child) => child.cid === cid);
  expect(admin).toMatchObject({ question: mn, questionEn: en });
  for (const [lang, text, page] of [
    ['mn', mn, '/mm/self-assessment'],
    ['en', en, '/en/mm/self-assessment'],
  ] as const) {
    expect(await (await request.get(`/api/get/assessment?lang=${lang}`)).text()).toContain(text);
    expect(await (await request.get(page)).text()).toContain(text);
  }
}

test.describe('[ADMIN] assessment screens', () => {
  // The journeys wait out notices before axe, and axe reads the whole codex (five tables of about 120 rows).
  test.slow();

  test('[ADMIN]: a sub-question is added past a bad and a taken index, edited, published and deleted', async ({
    page,
  }) => {
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

  test('[ADMIN]: a respondent shows in the grid with the details modal, and an answered question is not deleted', async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `Туршилт ${stamp} ХХК`;
    const children = allChildren(await codex(page.request));
    // Every question answered (the public flow requires it): the first two no, the rest yes, proof on every other.
    const answers = children.map((child, position) => ({
      question_id: child.id,
      answer: position < 2 ? 0 : 1,
      proof: position % 2 === 0,
    }));
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
  test('[ADMIN]: a member result shows with its consent, its answers overlay and its files, the proof files zipped', async ({
    page,
  }) => {
    const member = 'Сэлэнгэ Төмөр ХХК';
    const children = allChildren(await codex(page.request));
    const requirements = (await codex(page.request)).flatMap((group) => group.questions);

    await page.goto('/admin/assessment-member-result');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гишүүн байгууллагуудын үнэлгээ');
    await expect(page.getByLabel('Хуудсанд')).toHaveValue('10');
    await expect(page.getByLabel('Хуудсанд').locator('option')).toHaveText(['10', '20', '30']);
    const rows = page.locator('table tbody tr');
    await expect(rows.filter({ hasText: member })).toContainText('contact@selenge-iron.example');
    await expect(rows.filter({ hasText: member })).toContainText(/\d+%/);
    const overall = /(\d+)%/.exec(await rows.filter({ hasText: member }).innerText())?.[1];
    await expect(rows.filter({ hasText: member })).toContainText('Зөвшөөрсөн');
    await expect(rows.filter({ hasText: 'Бор-Өндөр Флюорит ХХК' })).toContainText('Зөвшөөрөөгүй');
    await expectAccessibleScreen(page);

    // The answers overlay: a heading per requirement (null pid), a subheading per sub-question (d.d.d).
    await page.getByRole('button', { name: `Хариулт харах: ${member}` }).click();
    const answers = page.getByRole('dialog', { name: `${member}: үнэлгээний хариулт` });
    await expect(answers.getByRole('heading', { level: 3 })).toHaveCount(requirements.length);
    await expect(answers.getByRole('heading', { level: 3 }).first()).toHaveText(
      `${requirements[0]?.cid} ${requirements[0]?.question}`,
    );
    await expect(answers.getByRole('heading', { level: 4 })).toHaveCount(children.length);
    await expect(answers.getByRole('heading', { level: 4 }).first()).toHaveText(/^1\.1\.1 /);
    await expect(answers.getByTestId('answer-item').first()).toContainText('Тийм');
    await expect(answers.getByTestId('answer-item').first()).toContainText('Нотлох баримтыг хавсаргав.');
    await expectAccessibleScreen(page);
    const pdf = await savedDownload(page, () =>
      answers.getByRole('button', { name: 'Хариултыг PDF-ээр татах' }).click(),
    );
    expect(pdf.name).toMatch(/^assessment-answers-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The member's text document, in Mongolian: the organisation, the overall score and the 1.1.1 row (yes, with
    // proof and the comment) can be read out as text, not a picture of the dialog.
    expect(pdf.bytes.toString('latin1')).toContain('/FontFile2');
    const pdfText = (await pdfPageTexts(pdf.bytes)).join(' ');
    expect(pdfText).toContain(member);
    expect(pdfText).toContain(`Нийт үнэлгээ: ${overall}%`);
    const firstChild = requirements[0]?.children[0];
    expect(pdfText).toContain(`${firstChild?.cid}. ${firstChild?.question} Тийм Тийм Нотлох баримтыг хавсаргав.`);
    await answers.getByRole('button', { name: 'Хаах' }).click();
    await expect(answers).toBeHidden();

    // The files overlay: the proof files, the two attachments served by the guarded handler, and the poster.
    await page.getByRole('button', { name: `Файл татах: ${member}` }).click();
    const files = page.getByRole('dialog', { name: `${member}: файлууд` });
    await expect(files.getByTestId('proof-files').getByRole('link')).toHaveCount(3);
    for (const name of ['Албан бичиг', 'Маягт']) {
      const href = await files.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(href).toMatch(/^\/api\/get\/member-file\/private\//);
      const served = await page.request.get(href ?? '');
      expect(served.status()).toBe(200);
      expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await expect(files.getByTestId('result-poster')).toContainText(member);
    await expectAccessibleScreen(page);

    const zipped = await savedDownload(page, () =>
      files.getByRole('button', { name: 'Нотлох файлуудыг ZIP-ээр татах' }).click(),
    );
    expect(zipped.name).toMatch(/\.zip$/);
    const zip = await JSZip.loadAsync(zipped.bytes);
    expect(Object.keys(zip.files).sort()).toEqual(['1.1.1.pdf', '2.1.1.png', '3.1.2.pdf']);
    expect((await zip.file('1.1.1.pdf')?.async('nodebuffer'))?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await zip.file('2.1.1.png')?.async('nodebuffer'))?.subarray(1, 4).toString('latin1')).toBe('PNG');

    const png = await savedDownload(page, () => files.getByRole('button', { name: 'Үр дүнг PNG-ээр татах' }).click());
    expect(png.name).toMatch(/^assessment-result-\d+-\d{4}-\d{2}-\d{2}\.png$/);
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
