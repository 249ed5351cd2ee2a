import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

/** The fixed project pages of the demo data: cid, title and a line of their static text in each language. */
const PROJECT_PAGES = [
  {
    cid: 20,
    mn: ['Хариуцлагатай уул уурхай', 'Хариуцлагатай уул уурхайн санаачилга'],
    en: ['Responsible mining', 'The Responsible Mining Initiative'],
  },
  { cid: 21, mn: ['Бидний мэдэхгүй уул уурхай', 'Та мэдэх үү?'], en: ["Mining we don't know about", 'Did you know?'] },
  { cid: 22, mn: ['Уул уурхай 101', 'сургалтын цуврал'], en: ['Mining 101', 'learning series'] },
  { cid: 23, mn: ['Ирээдүйн уурхайчид', 'STEM охид'], en: ['Future miners', 'STEM girls'] },
  { cid: 24, mn: ['Сарын шилдэг гишүүн', 'Хангайн Зэс'], en: ['Member of the month', 'Khangai Copper LLC'] },
  { cid: 25, mn: ['Тогтвортой уул уурхай', 'зурагт хуудасны цуврал'], en: ['Sustainable mining', 'poster series'] },
  { cid: 26, mn: ['Уул уурхайн түүхэн өв', 'Налайхын нүүрсний уурхай'], en: ['Mining heritage', 'Nalaikh coal mine'] },
] as const;

const section = (page: Page, title: string | RegExp) => page.getByRole('region', { name: title });

async function expectPdf(page: Page, href: string | null): Promise<void> {
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
}

test.describe('[PAGES]', () => {
  // Several pages in two languages with an axe-core scan each.
  test.describe.configure({ timeout: 120_000 });

  for (const project of PROJECT_PAGES) {
    test(`[PAGES]: /mm/page/${project.cid} shows its title and text in both languages`, async ({ page }) => {
      for (const [prefix, [title, text]] of [
        ['', project.mn],
        ['/en', project.en],
      ] as const) {
        const response = await page.goto(`${prefix}/mm/page/${project.cid}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('.rich-text')).toContainText(text);
        await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('[PAGES]: responsible mining lists partners, auditors and documents and leads to the assessment', async ({
    page,
  }) => {
    await page.goto('/mm/page/20');
    const partners = section(page, 'Санаачилгын түнш байгууллагууд');
    await expect(partners.getByRole('listitem')).toHaveCount(5);
    await expect(partners.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    await expect(partners.getByRole('img').first()).toHaveAttribute('alt', /ХХК/);

    await expect(page.getByRole('img', { name: /2006 оноос хойш, 8 зарчим/ })).toHaveAttribute(
      'src',
      /infographic-mn\.svg/,
    );

    const auditors = section(page, 'Хөндлөнгийн аудиторууд');
    await expect(auditors.getByRole('listitem')).toHaveCount(3);
    await expect(auditors).toContainText('Ё.Отгонбаяр');
    await expect(auditors).toContainText('Ногоон Стандарт Аудит ХХК');

    const downloads = section(page, 'Холбогдох баримт бичиг').getByRole('link', { name: /PDF татах/ });
    await expect(downloads).toHaveCount(4);
    for (const link of await downloads.all()) {
      await expect(link).toHaveAttribute('download', '');
      await expectPdf(page, await link.getAttribute('href'));
    }

    await page.getByRole('link', { name: /Үнэлгээ хийх/ }).click();
    await expect(page).toHaveURL(/\/mm\/assessment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хариуцлагатай уул уурхайн үнэлгээ');

    await page.goto('/en/mm/page/20');
    await expect(section(page, 'Partners of the initiative').getByRole('img').first()).toHaveAttribute(
      'alt',
      'Khangai Copper LLC',
    );
    await expect(section(page, 'Related documents')).toContainText('Responsible Mining Code');
    await expect(section(page, 'Independent auditors')).toContainText('Yo. Otgonbayar');
    await expect(page.getByRole('img', { name: /since 2006, 8 principles/ })).toHaveAttribute(
      'src',
      /infographic-en\.svg/,
    );
    await expect(page.getByRole('link', { name: 'Take the assessment →' })).toHaveAttribute(
      'href',
      '/en/mm/assessment',
    );
  });

  test('[PAGES]: mining we don’t know about shows the minerals', async ({ page }) => {
    await page.goto('/mm/page/21');
    const minerals = section(page, 'Монголд олборлогддог ашигт малтмал').getByRole('img');
    await expect(minerals).toHaveCount(8);
    await expect(minerals.first()).toHaveAttribute('alt', 'Ашигт малтмалын дээж 1');
    await expect(minerals.first()).toHaveJSProperty('complete', true);
  });

  test('[PAGES]: Mining 101 plays videos that answer byte ranges', async ({ page }) => {
    await page.goto('/en/mm/page/22');
    const videos = section(page, 'Learning videos').locator('video');
    await expect(videos).toHaveCount(3);
    await expect(section(page, 'Learning videos').locator('figcaption').first()).toContainText('Mining 101');
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('controls', '');
      const source = await video.locator('source').getAttribute('src');
      const response = await page.request.get(source ?? '', { headers: { Range: 'bytes=0-99' } });
      expect(response.status()).toBe(206);
      expect(response.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
      expect(response.headers()['content-type']).toBe('video/mp4');
    }
  });

  test('[PAGES]: sustainable mining shows numbered posters with their PDFs', async ({ page }) => {
    await page.goto('/mm/page/25');
    const posters = section(page, 'Зурагт хуудаснууд').getByRole('listitem');
    await expect(posters).toHaveCount(6);
    for (const [index, poster] of (await posters.all()).entries()) {
      await expect(poster).toContainText(`№ ${index + 1}`);
      const link = poster.getByRole('link', { name: `Зурагт хуудас ${index + 1} — PDF татах` });
      await expect(link).toHaveAttribute('download', '');
      await expectPdf(page, await link.getAttribute('href'));
    }
    await page.goto('/en/mm/page/25');
    await expect(section(page, 'Posters')).toContainText('No. 6');
  });

  test('[PAGES]: news categories and unknown ids are not static pages', async ({ page }) => {
    for (const path of ['/mm/page/8', '/mm/page/999', '/en/mm/page/13', '/mm/page/abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('[PAGES]: contact shows the office details, hours and a map', async ({ page }) => {
    // The map is Google's; the test stands in for it so it needs no network.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title></html>' }),
    );
    await page.goto('/mm/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Холбоо барих');
    const address = page.locator('address');
    await expect(address).toContainText('Бага тойруу 44');
    await expect(address).toContainText('Даваа – Баасан 09:00 – 18:00');
    await expect(address.getByRole('link', { name: '+976 7011 1994' })).toHaveAttribute('href', 'tel:+97670111994');
    await expect(address.getByRole('link', { name: 'info@mongolianmining.mn' })).toHaveAttribute(
      'href',
      'mailto:info@mongolianmining.mn',
    );
    const map = page.locator('iframe[title*="Google"]');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?.*output=embed/);
    await expect(map).toHaveAttribute('loading', 'lazy');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': ['Organization', 'LocalBusiness'],
      telephone: '+976 7011 1994',
      openingHoursSpecification: [{ opens: '09:00', closes: '18:00' }],
    });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/mm/contact');
    await expect(page.locator('address')).toContainText('Monday to Friday 09:00 – 18:00');
    await expect(page.locator('address')).toContainText('Baga Toiruu 44');
    await expect(page.locator('iframe[title*="Google Maps"]')).toHaveAttribute('src', /hl=en/);
    await expectNoSeriousA11yViolations(page);
  });

  test('[PAGES]: the anniversary book is embedded and can be downloaded', async ({ page }) => {
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}/mm/anniversary`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        prefix ? '30th anniversary book' : '30 жилийн ойн ном',
      );
      await expect(page.locator('iframe')).toHaveAttribute('src', /^\/documents\/mnma-30-years\.pdf/);
      await expect(page.locator('iframe')).toHaveAttribute('title', /PDF/);
      const download = page.getByRole('link', { name: prefix ? 'Download the book (PDF)' : 'Номыг PDF-ээр татах' });
      await expect(download).toHaveAttribute('download', 'mnma-30-years.pdf');
      await expectPdf(page, await download.getAttribute('href'));
      await expectNoSeriousA11yViolations(page);
    }
    const book = await page.request.get('/documents/mnma-30-years.pdf');
    expect((await book.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('[PAGES]: the assessment landing offers the member and the self-assessment', async ({ page }) => {
    await page.goto('/mm/assessment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хариуцлагатай уул уурхайн үнэлгээ');
    await expect(page.locator('main')).toContainText('2006');
    await expect(page.locator('main dl')).toContainText('29');
    await expect(page.getByRole('link', { name: /Гишүүнээр үнэлгээ хийх/ })).toHaveAttribute(
      'href',
      '/mm/member-assessment',
    );
    await expect(page.getByRole('link', { name: /Өөрийн үнэлгээ хийх/ })).toHaveAttribute(
      'href',
      '/mm/self-assessment',
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/mm/assessment');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Member assessment', 'Self-assessment']);
    await expect(page.getByRole('link', { name: /Start the member assessment/ })).toHaveAttribute(
      'href',
      '/en/mm/member-assessment',
    );
    await expect(page.getByRole('link', { name: /Start the self-assessment/ })).toHaveAttribute(
      'href',
      '/en/mm/self-assessment',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
