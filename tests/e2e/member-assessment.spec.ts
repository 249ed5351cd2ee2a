import { readFile } from 'node:fs/promises';

import type { Browser, Page } from '@playwright/test';

import { alertOf } from '../fixtures/alerts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { readLatestCode, readLatestMail } from '../fixtures/outbox';
import { pdfPageTexts } from '../fixtures/pdf-text';
import { regionDifference } from '../fixtures/picture-region';
import { ringColourAt } from '../fixtures/ring-colours';
import { expect, test } from '../fixtures/test';
import { E2E_PORT } from '../../playwright.config';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The sign-in screen's words in each language. */
const SIGN_IN = {
  mn: {
    path: '/mm/member-assessment',
    email: 'И-мэйл хаяг',
    continue: 'Үргэлжлүүлэх',
    code: 'Баталгаажуулах код',
    digit: (position: number) => `Кодын ${position}-р орон`,
  },
  en: {
    path: '/en/mm/member-assessment',
    email: 'E-mail address',
    continue: 'Continue',
    code: 'Confirmation code',
    digit: (position: number) => `Code digit ${position}`,
  },
};
type SignInTexts = (typeof SIGN_IN)['mn'];

const codeBox = (page: Page, position: number, texts: SignInTexts = SIGN_IN.mn) =>
  page.getByLabel(texts.digit(position), { exact: true });
const continueButton = (page: Page, texts: SignInTexts = SIGN_IN.mn) =>
  page.getByRole('button', { name: texts.continue });

/** Steps 1 and 2 as a member does them, with the code read from the mail the server wrote. */
async function signInMember(page: Page, email: string, texts: SignInTexts = SIGN_IN.mn): Promise<void> {
  await page.goto(texts.path);
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  const since = Date.now();
  await continueButton(page, texts).click();
  await expect(page.getByRole('group', { name: texts.code })).toBeVisible();
  const code = await readLatestCode(email, { since });
  await codeBox(page, 1, texts).click();
  await page.keyboard.type(code);
  await continueButton(page, texts).click();
  await expect(page.getByRole('group', { name: texts.code })).toBeHidden();
}

/** Clicks an export button and returns the downloaded file's name and bytes. */
async function downloadOf(page: Page, buttonName: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  expect(await download.failure()).toBeNull();

  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The date as the member's browser sees it (the machine's time zone here). */
function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInMember(page, email);

  return page;
}

test.describe('member assessment', () => {
  test('[ASSESSMENT]: a member signs in with the mailed code, answers every section, resumes at the attachments and finishes', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The page's clock runs as usual; the journey moves it on where it checks what stays past the seeds' 5 seconds.
    await page.clock.install();
    await page.goto('/mm/member-assessment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гишүүн байгууллагын үнэлгээ');
    // Seeds 2.3: a back link and a contact link from the first step on.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '← Буцах' })).toHaveAttribute('href', '/mm/assessment');
    await expect(main.getByRole('link', { name: 'Холбоо барих' })).toHaveAttribute('href', '/mm/contact');
    await expectNoSeriousA11yViolations(page);

    // Step 1: the seeds' messages for an empty and an unknown e-mail, cleared on editing.
    const email = page.getByLabel('И-мэйл хаяг', { exact: true });
    await continueButton(page).click();
    await expect(alertOf(page)).toHaveText('Та и-мэйл хаягаа оруулна уу.');
    await email.fill('stranger@example.com');
    await expect(alertOf(page)).toBeHidden();
    await continueButton(page).click();
    await expect(alertOf(page)).toContainText('Таны оруулсан и-мэйл хаяг бүртгэлгүй байна. МУУҮА-тай холбогдоно уу.');
    await expect(alertOf(page).getByRole('link', { name: 'Холбоо барих' })).toHaveAttribute('href', '/mm/contact');

    // Step 2: six boxes; Continue only when full; a wrong code shows the server's message until edited.
    await email.fill('member@example.com');
    let since = Date.now();
    await continueButton(page).click();
    await expect(codeBox(page, 1)).toBeFocused();
    const firstCode = await readLatestCode('member@example.com', { since });
    await expect(continueButton(page)).toBeDisabled();
    const wrongCode = firstCode === '000000' ? '111111' : '000000';
    await page.keyboard.type(`ab${wrongCode}`);
    await expect(codeBox(page, 6)).toHaveValue(wrongCode[5] ?? '');
    await continueButton(page).click();
    await expect(alertOf(page)).toHaveText(
      'Код буруу эсвэл хүчингүй байна. Шалгаад дахин оруулах эсвэл шинэ код авна уу.',
    );
    await codeBox(page, 6).fill('');
    await expect(codeBox(page, 6)).toHaveValue('');
    await expect(alertOf(page)).toBeHidden();
    await expect(continueButton(page)).toBeDisabled();

    // Resend: the 3-second notice, and the new code pasted into the first box fills all six.
    since = Date.now();
    await page.getByRole('button', { name: 'Код дахин илгээх' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Баталгаажуулах код илгээгдлээ.' })).toBeVisible();
    await expect(page.getByText('Баталгаажуулах код илгээгдлээ.')).toBeHidden({ timeout: 5000 });
    const code = await readLatestCode('member@example.com', { since });
    await codeBox(page, 1).evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect(codeBox(page, 6)).toHaveValue(code[5] ?? '');
    await continueButton(page).click();

    // Step 3: one page per section; Next refused while rows are unanswered.
    const sectionTitle = page.locator('#member-section-title');
    await expect(sectionTitle).toHaveText(/^1\. /);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Дараах' }).click();
    await expect(alertOf(page)).toHaveText('Бүх асуултанд хариулна уу.');
    await expect(page.locator('fieldset[data-unanswered]').first()).toBeVisible();

    // Every row yes except the first of each section, which is no; the first row of section 1 has a proof file.
    const counts: number[] = [];
    const beforeFinish = Date.now();
    for (let section = 1; section <= 5; section += 1) {
      await expect(sectionTitle).toHaveText(new RegExp(`^${section}\\. `));
      const rows = page.locator('fieldset');
      const total = await rows.count();
      counts.push(total);
      for (let index = 0; index < total; index += 1) {
        await rows
          .nth(index)
          .getByRole('radio', { name: index === 0 ? 'Үгүй' : 'Тийм' })
          .check();
      }
      if (section === 1) {
        const second = rows.nth(1);
        // The proof file is a labelled button that says why it is off until the row is marked as having proof.
        const proofFile = second.getByLabel('Нотлох баримт файл', { exact: true });
        await expect(proofFile).toBeDisabled();
        await expect(proofFile).toHaveAccessibleDescription(
          /Файл хавсаргахын тулд эхлээд «Нотлох баримттай» гэж тэмдэглэнэ үү\./,
        );
        await expect(
          second.getByText('Файл хавсаргахын тулд эхлээд «Нотлох баримттай» гэж тэмдэглэнэ үү.'),
        ).toBeVisible();
        await second.screenshot({ path: test.info().outputPath('proof-file-locked-mn.png') });
        await second.getByRole('checkbox', { name: 'Нотлох баримттай' }).check();
        await expect(proofFile).toBeEnabled();
        await expect(proofFile).not.toHaveAccessibleDescription(/эхлээд/);
        await expect(second.getByText('Файл сонгох')).toBeVisible();
        await expect(second.getByText('Файл сонгоогүй')).toBeVisible();
        // A file of another kind is refused at once, named, and the reason stays past the seeds' 5-second messages.
        await proofFile.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
        const refusal = alertOf(second);
        await expect(refusal).toContainText('«notes.txt» файлыг хавсаргах боломжгүй');
        await expect(proofFile).toHaveAttribute('aria-invalid', 'true');
        await page.clock.fastForward(6000);
        await expect(refusal).toContainText('«notes.txt»');
        await second.screenshot({ path: test.info().outputPath('proof-file-refused-mn.png') });
        await proofFile.setInputFiles(pdfFile('evidence.pdf'));
        await expect(refusal).toHaveCount(0);
        await expect(second.getByText('evidence.pdf')).toBeVisible();
        await second.getByLabel('Тайлбар').fill('Байгаль орчны тайлан 2024');
      }
      await expect(page.locator('fieldset[data-unanswered]')).toHaveCount(0);
      await page.getByRole('button', { name: section === 5 ? 'Дуусгах' : 'Дараах' }).click();
    }

    const answered = counts.reduce((sum, count) => sum + count, 0);
    const overall = Math.round(((answered - 5) / answered) * 100);
    await expect(page.getByRole('heading', { name: 'Үнэлгээний үр дүн' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('result-percentage')).toHaveText(`${overall}%`);
    for (const count of counts) {
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: `${Math.round(((count - 1) / count) * 100)}%` })
          .first(),
      ).toBeVisible();
    }
    await expect(page.getByText('Хангаагүй').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Хэвлэх' })).toBeVisible();

    // Finishing mailed the member a receipt in the page's language, with the score as the page shows it and the
    // absolute address of the results, and the office (the site settings' address) a notice.
    const receipt = await readLatestMail('member@example.com', {
      since: beforeFinish,
      matches: (mail) => mail.subject.includes('үнэлгээг хүлээн авлаа'),
    });
    expect(receipt.subject).toBe(`Танай байгууллагын үнэлгээг хүлээн авлаа: ${overall}%`);
    expect(receipt.text).toContain(`Нийт үнэлгээ: ${overall}%`);
    expect(receipt.text).toContain(`http://localhost:${E2E_PORT}/mm/member-assessment`);
    const staffNotice = await readLatestMail('info@mongolianmining.mn', {
      since: beforeFinish,
      matches: (mail) => mail.subject.includes('Demo Mining LLC'),
    });
    expect(staffNotice.subject).toBe(`Гишүүн байгууллагын үнэлгээ ирлээ: Demo Mining LLC (${overall}%)`);
    expect(staffNotice.text).toContain(`http://localhost:${E2E_PORT}/admin/assessment-member-result`);

    // The attachment step: announced at the top of the page with a link down to it, right below the poster (above
    // the long answers table), and nothing in red before the member acts.
    const attachments = page.getByRole('form', { name: 'Хавсралт илгээх' });
    const unconfirmed = page.getByRole('status').filter({ hasText: 'Үнэлгээ баталгаажаагүй байна' });
    await expect(unconfirmed).toBeVisible();
    const topOf = async (selector: string) => (await page.locator(selector).boundingBox())?.y ?? Number.NaN;
    expect((await unconfirmed.boundingBox())?.y).toBeLessThan(await topOf('#member-result-poster'));
    expect((await attachments.boundingBox())?.y).toBeLessThan(await topOf('#member-answers'));
    await unconfirmed.getByRole('link', { name: 'Хавсралт илгээх' }).click();
    await expect(page).toHaveURL(/#member-attachments$/);
    await expect(attachments).toBeInViewport();
    await expect(attachments.getByText('Заавал бөглөнө үү!')).toHaveCount(0);
    // The flow's own file control, in the page's language, with the kinds and size it takes.
    const letter = attachments.getByLabel('Албан бичиг');
    await expect(letter).toHaveAccessibleDescription(/PDF, JPEG, PNG, DOCX, XLSX; 20 MB хүртэл/);
    await expect(attachments.getByText('Файл сонгох')).toHaveCount(2);
    await expect(attachments.getByText('Файл сонгоогүй')).toHaveCount(2);
    const send = attachments.getByRole('button', { name: 'Илгээх' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Илгээхийн тулд албан бичиг болон маягтаа хоёуланг нь сонгоно уу.');
    await expect(
      attachments.getByRole('checkbox', { name: 'Үнэлгээний үр дүнг нийтлэхийг зөвшөөрч байна' }),
    ).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    // Pressing Send anyway names both missing files (the seeds' message) and takes the member to the first.
    await send.click({ force: true });
    await expect(attachments.getByText('Заавал бөглөнө үү!')).toHaveCount(2);
    await expect(letter).toHaveAttribute('aria-invalid', 'true');
    await expect(letter).toHaveAccessibleDescription(/Заавал бөглөнө үү!/);
    await expect(letter).toBeFocused();

    // Leaving here and signing in again resumes at the attachments with the same result.
    await page.context().clearCookies();
    await signInMember(page, 'member@example.com');
    await expect(page.getByTestId('result-percentage')).toHaveText(`${overall}%`);
    await attachments.getByLabel('Албан бичиг').setInputFiles(pdfFile('letter.pdf'));
    await expect(attachments.getByRole('button', { name: 'Илгээх' })).toBeDisabled();
    await attachments.getByLabel('Маягт').setInputFiles(pdfFile('form.pdf'));
    await attachments.getByRole('button', { name: 'Илгээх' }).click();
    await expect(page.getByText('Баярлалаа!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Нүүр хуудас руу буцах' })).toHaveAttribute('href', '/mm');
    await page.reload();
    await expect(page.getByText('Баярлалаа!')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Хавсралт илгээх' })).toHaveCount(0);
    await expect(page.getByText('Үнэлгээ баталгаажаагүй байна')).toHaveCount(0);

    // The poster as a PNG and the answers as an A4 PDF with the date in its name, drawn without breaking the CSP.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const today = localDate(new Date());
    const poster = await downloadOf(page, 'Постер PNG татах');
    expect(poster.name).toBe(`mining-assessment-poster-${today}.png`);
    expect(poster.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(poster.bytes.length).toBeGreaterThan(20_000);
    // IHDR: drawn at scale 2, so the poster is wider than the 600 px a phone-sized drawing would give.
    expect(poster.bytes.readUInt32BE(16)).toBeGreaterThan(600);
    expect(poster.bytes.readUInt32BE(20)).toBeGreaterThan(300);
    // The ring starts at twelve o'clock in the PNG as on the screen: the middle of the filled arc is filled and
    // the middle of the gap is not, in both pictures.
    const boxes = {
      poster: await page.locator('#member-result-poster').boundingBox(),
      ring: await page.locator('#member-result-poster svg').first().boundingBox(),
    };
    if (!boxes.poster || !boxes.ring) throw new Error('The poster is not on the screen');
    const geometry = { poster: boxes.poster, ring: boxes.ring };
    // The poster carries the association's logo (the header's) and the assessment's name, on the screen and in the
    // PNG: where each lies on the screen, the PNG shows what a screenshot of it shows.
    const posterElement = page.locator('#member-result-poster');
    const logo = posterElement.locator('img[data-poster-logo]');
    await expect(logo).toHaveAttribute('src', '/images/logo.svg');
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const title = posterElement.locator('[data-poster-title]');
    await expect(title).toHaveText('Гишүүн байгууллагын үнэлгээ');
    await expect(posterElement).toContainText('Монголын Уул Уурхайн Үндэсний Ассоциаци');
    for (const part of [logo, title]) {
      const element = await part.boundingBox();
      if (!element) throw new Error('The poster part is not on the screen');
      expect(
        await regionDifference(poster.bytes, { container: boxes.poster, element }, await part.screenshot()),
      ).toBeLessThan(25);
    }
    const screen = await page.locator('#member-result-poster').screenshot({ animations: 'disabled' });
    const filledMiddle = -90 + overall * 1.8;
    const gapMiddle = filledMiddle + 180;
    for (const picture of [screen, poster.bytes]) {
      expect((await ringColourAt(picture, geometry, filledMiddle))[0]).toBeLessThan(120);
      expect((await ringColourAt(picture, geometry, gapMiddle))[0]).toBeGreaterThan(180);
    }
    const answersPdf = await downloadOf(page, 'Хариултыг PDF-ээр татах');
    expect(answersPdf.name).toBe(`mining-assessment-${today}.pdf`);
    // A text document with its font embedded: the organisation, the result's date and scores, the answers in
    // Mongolian, and the 3.1.1 row whole on one page.
    expect(answersPdf.bytes.toString('latin1')).toContain('/FontFile2');
    const pdfPages = await pdfPageTexts(answersPdf.bytes);
    expect(pdfPages.length).toBeGreaterThan(1);
    const firstPdfPage = pdfPages[0] ?? '';
    expect(firstPdfPage).toContain('Demo Mining LLC');
    expect(firstPdfPage).toContain(`Огноо: ${new Date().toISOString().slice(0, 10)}`);
    expect(firstPdfPage).toContain(`Нийт үнэлгээ: ${overall}%`);
    for (const count of counts) expect(firstPdfPage).toContain(`${Math.round(((count - 1) / count) * 100)}%`);
    expect(pdfPages.join(' ')).toContain('Байгаль орчны тайлан 2024');
    const row = page.locator('#member-answers tr[data-answer="3.1.1"] td');
    const rowText = (await row.allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim()).join(' ');
    expect(rowText).toMatch(/^3\.1\.1\. \S.* Үгүй Үгүй —$/);
    const rowPages = pdfPages.flatMap((text, index) => (text.includes('3.1.1.') ? [index] : []));
    expect(rowPages).toHaveLength(1);
    expect(pdfPages[rowPages[0] ?? 0]).toContain(rowText);
    expect(answersPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const mediaBoxes = [...answersPdf.bytes.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(mediaBoxes.length).toBeGreaterThan(0);
    for (const [, width, height] of mediaBoxes) {
      expect(Number(width)).toBeCloseTo(595.28, 0);
      expect(Number(height)).toBeCloseTo(841.89, 0);
    }
    await expect(page.getByRole('button', { name: 'Хариултыг PDF-ээр татах' })).toBeEnabled();
    await expect(page.getByText('Файл үүсгэж чадсангүй. Дахин оролдоно уу.')).toHaveCount(0);
    expect(blocked).toEqual([]);

    // The member's own answers, with the proof file served to it and never by the public /files route.
    const own = await page.request.get('/api/get/member-answers');
    expect(own.status()).toBe(200);
    const { answer } = (await own.json()) as {
      answer: {
        answers: Array<{ proof_file: string | null }>;
        result: { main_percentage: number; is_complete: boolean };
      };
    };
    expect(answer.answers).toHaveLength(answered);
    expect(answer.result).toMatchObject({ main_percentage: overall, is_complete: true });
    const proofUrl = answer.answers.find((row) => row.proof_file)?.proof_file ?? '';
    expect(proofUrl).toMatch(/^\/api\/get\/member-file\/private\//);
    expect((await page.request.get(proofUrl)).status()).toBe(200);
    expect((await page.request.get(proofUrl.replace('/api/get/member-file/', '/files/'))).status()).toBe(404);
  });

  test("[ASSESSMENT]: a second member is refused the first one's answers and files", async ({ browser, baseURL }) => {
    const first = await signedInPage(browser, baseURL, 'office@nomingobi-coal.example');
    await expect(first.locator('#member-section-title')).toHaveText(/^1\. /);
    // The radios of a row are named after the question id they answer.
    const radioName = await first.locator('fieldset input[type=radio]').first().getAttribute('name');
    const questionId = Number(radioName?.replace('answer-', ''));
    const saved = await first.request.post('/api/insert/member-answer', {
      multipart: { question_id: String(questionId), answer: '1', proof: 'true', proof_file: pdfFile('evidence.pdf') },
    });
    expect(saved.status()).toBe(200);
    const { answer_id: answerId } = (await saved.json()) as { answer_id: number };

    const second = await signedInPage(browser, baseURL, 'info@khangai-copper.example');
    expect((await second.request.get(`/api/get/member-answers?answerId=${answerId}`)).status()).toBe(403);
    const foreign = await second.request.post('/api/insert/member-answer', {
      multipart: { question_id: String(questionId), answer: '0', answer_id: String(answerId) },
    });
    expect(foreign.status()).toBe(403);
    const visitor = await browser.newContext({ baseURL });
    expect((await visitor.request.get(`/api/get/member-answers?answerId=${answerId}`)).status()).toBe(401);
  });

  test('[ASSESSMENT]: the English flow speaks English from the e-mail step to the questions and the finished result', async ({
    page,
  }) => {
    const texts = SIGN_IN.en;
    await page.goto(texts.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member organisation assessment');
    await continueButton(page, texts).click();
    await expect(alertOf(page)).toHaveText('Please enter your e-mail address.');
    await page.getByLabel(texts.email, { exact: true }).fill('stranger@example.com');
    await continueButton(page, texts).click();
    await expect(alertOf(page)).toContainText(
      'The e-mail address you entered is not registered. Please contact the MNMA.',
    );
    await expect(alertOf(page).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/mm/contact');

    // A wrong code gets the server's English message.
    await page.getByLabel(texts.email, { exact: true }).fill('info@khangai-copper.example');
    const since = Date.now();
    await continueButton(page, texts).click();
    const code = await readLatestCode('info@khangai-copper.example', { since });
    await codeBox(page, 1, texts).click();
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await continueButton(page, texts).click();
    await expect(alertOf(page)).toHaveText('The code is wrong or no longer valid. Check it, or ask for a new code.');

    // The right one opens the first section, its questions in English.
    for (let position = 6; position >= 1; position -= 1) await codeBox(page, position, texts).fill('');
    await codeBox(page, 1, texts).click();
    await page.keyboard.type(code);
    await continueButton(page, texts).click();
    await expect(page.locator('#member-section-title')).toHaveText(/^1\. [A-Za-z]/);
    await expect(page.getByText('Section 1 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(alertOf(page)).toHaveText('Please answer all questions.');
    await expect(page.locator('fieldset').first().getByRole('radio', { name: 'Yes' })).toBeVisible();

    // A member whose assessment is complete sees its result and the thanks, in English.
    await page.context().clearCookies();
    await signInMember(page, 'contact@selenge-iron.example', texts);
    await expect(page.getByRole('heading', { name: 'Assessment result' })).toBeVisible();
    await expect(page.getByTestId('result-percentage')).toHaveText(/^\d{1,3}%$/);
    await expect(page.getByText('Thank you!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/mm');
    await expect(page.getByRole('button', { name: 'Export the answers (PDF)' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
  test('[ASSESSMENT]: a proof file the server refuses stays named on its row until the member chooses another', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const page = await (await browser.newContext({ baseURL })).newPage();
    await page.clock.install();
    await signInMember(page, 'office@nomingobi-coal.example', SIGN_IN.en);
    const sectionTitle = page.locator('#member-section-title');
    for (let section = 1; section <= 5; section += 1) {
      await expect(sectionTitle).toHaveText(new RegExp(`^${section}\\. `));
      const rows = page.locator('fieldset');
      const total = await rows.count();
      for (let index = 0; index < total; index += 1) await rows.nth(index).getByRole('radio', { name: 'Yes' }).check();
      if (section === 1) {
        const proofFile = rows.nth(1).getByLabel('Proof file', { exact: true });
        await expect(proofFile).toHaveAccessibleDescription(/Tick “Has proof” first to attach a file\./);
        await rows.nth(1).getByRole('checkbox', { name: 'Has proof' }).check();
        // Named like a PDF, so the browser lets it through; the server reads its content and refuses it.
        await proofFile.setInputFiles({
          name: 'scan.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('not really a PDF'),
        });
        await expect(rows.nth(1).getByText('scan.pdf')).toBeVisible();
      }
      await page.getByRole('button', { name: section === 5 ? 'Finish' : 'Next' }).click();
    }

    // Back on the row's section, the file named with its question and the reason, past the seeds' 5 seconds.
    await expect(sectionTitle).toHaveText(/^1\. /, { timeout: 30_000 });
    const row = page.locator('fieldset').nth(1);
    const refusal = alertOf(row);
    await expect(refusal).toContainText(
      /The file “scan\.pdf” for question 1\.\d+\.\d+ could not be sent: Only PDF, JPEG, PNG, DOCX and XLSX files can be attached\./,
    );
    const proofFile = row.getByLabel('Proof file', { exact: true });
    await expect(proofFile).toBeFocused();
    await expect(proofFile).toHaveAccessibleDescription(/scan\.pdf/);
    await page.clock.fastForward(6000);
    await expect(refusal).toContainText('scan.pdf');
    await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
    await row.screenshot({ path: test.info().outputPath('proof-file-refused-en.png') });

    // Choosing another file is acting on it: the refusal goes.
    await proofFile.setInputFiles(pdfFile('evidence.pdf'));
    await expect(refusal).toHaveCount(0);
    await expect(row.getByText('evidence.pdf')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('[ASSESSMENT]: on a phone the answers fit the screen in both languages, their status and comment in view', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const page = await (await browser.newContext({ baseURL, viewport: { width: 393, height: 852 } })).newPage();
    await signInMember(page, 'contact@selenge-iron.example');
    for (const path of ['/mm/member-assessment', '/en/mm/member-assessment']) {
      await page.goto(path);
      await expect(page.locator('#member-answers')).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(393);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      // Every status and every comment lies inside the answers' column, which lies inside the screen.
      const column = await page.locator('#member-answers').boundingBox();
      const cells = page.locator(
        '#member-answers tbody tr:first-child td, #member-answers tr[data-answer] td:last-child',
      );
      expect(await cells.count()).toBeGreaterThan(20);
      const boxes = await cells.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const inner = [...element.children].map((child) => child.getBoundingClientRect().right);

          return {
            left: box.left,
            right: Math.max(box.right, ...inner),
            width: box.width,
            scrolls: element.scrollWidth > element.clientWidth,
          };
        }),
      );
      for (const box of boxes) {
        expect(box.width).toBeGreaterThan(0);
        expect(box.left).toBeGreaterThanOrEqual(column?.x ?? 0);
        expect(box.right).toBeLessThanOrEqual((column?.x ?? 0) + (column?.width ?? 0) + 0.5);
        expect(box.scrolls).toBe(false);
      }
      await page
        .locator('#member-answers')
        .screenshot({ path: testInfo.outputPath(`answers-phone-${path.startsWith('/en') ? 'en' : 'mn'}.png`) });
    }
    // The same answers on a desktop keep their four columns.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.locator('#member-answers thead').first()).toBeVisible();
    await page
      .locator('#member-answers table')
      .first()
      .screenshot({ path: testInfo.outputPath('answers-desktop-en.png') });
  });
  test('[ASSESSMENT]: on a phone, in English, every step fits the screen and Finish mails an English receipt', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const page = await (await browser.newContext({ baseURL, viewport: { width: 393, height: 851 } })).newPage();
    const fitsTheScreen = async () => {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(393);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    };
    await page.goto(SIGN_IN.en.path);
    await fitsTheScreen();
    await signInMember(page, 'info@khangai-copper.example', SIGN_IN.en);
    const sectionTitle = page.locator('#member-section-title');
    const beforeFinish = Date.now();
    for (let section = 1; section <= 5; section += 1) {
      await expect(sectionTitle).toHaveText(new RegExp(`^${section}\\. `));
      await fitsTheScreen();
      const rows = page.locator('fieldset');
      const total = await rows.count();
      for (let index = 0; index < total; index += 1) await rows.nth(index).getByRole('radio', { name: 'Yes' }).check();
      await page.getByRole('button', { name: section === 5 ? 'Finish' : 'Next' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Assessment result' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('result-percentage')).toHaveText('100%');

    const receipt = await readLatestMail('info@khangai-copper.example', {
      since: beforeFinish,
      matches: (mail) => mail.subject.includes('assessment'),
    });
    expect(receipt.subject).toBe("We have received your organisation's assessment: 100%");
    expect(receipt.text).toContain('Overall: 100%');
    expect(receipt.text).toContain(`http://localhost:${E2E_PORT}/en/mm/member-assessment`);

    // The attachment step on the phone: announced at the top, its controls inside the screen, in English.
    await fitsTheScreen();
    const unconfirmed = page.getByRole('status').filter({ hasText: 'Your assessment is not confirmed yet' });
    await expect(unconfirmed).toBeInViewport();
    await unconfirmed.getByRole('link', { name: 'Send attachments' }).click();
    const attachments = page.getByRole('form', { name: 'Send attachments' });
    await expect(attachments).toBeInViewport();
    await expect(attachments.getByText('Required!')).toHaveCount(0);
    await expect(attachments.getByLabel('Official letter')).toHaveAccessibleDescription(
      /PDF, JPEG, PNG, DOCX, XLSX; up to 20 MB/,
    );
    const send = attachments.getByRole('button', { name: 'Send' });
    await expect(send).toHaveAccessibleDescription('Choose both the official letter and the form to send them.');
    await attachments.getByLabel('Official letter').setInputFiles(pdfFile('letter.pdf'));
    // From the keyboard this time: Send is dimmed, not disabled, so it can be reached and pressed.
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(attachments.getByText('Required!')).toHaveCount(1);
    await expect(attachments.getByLabel('Form', { exact: true })).toBeFocused();
    const box = await attachments.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(393);
    await fitsTheScreen();
    await attachments.screenshot({ path: test.info().outputPath('attachments-phone-en.png') });
  });
});
