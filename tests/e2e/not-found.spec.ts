import { expect, test } from '../fixtures/test';

/** Unknown addresses of each sub-site, in both languages, with the site's home and the header's mark of the site. */
const SITE_ADDRESSES = [
  { path: '/mm/no-such-page', lang: 'mn', home: '/mm', title: 'Хуудас олдсонгүй', back: 'Нүүр хуудас руу буцах' },
  { path: '/en/mm/nothing/here', lang: 'en', home: '/en/mm', title: 'Page not found', back: 'Back to the home page' },
  { path: '/mm/report=99', lang: 'mn', home: '/mm', title: 'Хуудас олдсонгүй', back: 'Нүүр хуудас руу буцах' },
  { path: '/mw/no-such-page', lang: 'mn', home: '/mw', title: 'Хуудас олдсонгүй', back: 'Нүүр хуудас руу буцах' },
  { path: '/en/mw/about/x', lang: 'en', home: '/en/mw', title: 'Page not found', back: 'Back to the home page' },
  { path: '/en/mw/2023/nothing', lang: 'en', home: '/en/mw', title: 'Page not found', back: 'Back to the home page' },
  {
    path: '/yellow-page/no/such/page',
    lang: 'mn',
    home: '/yellow-page',
    title: 'Хуудас олдсонгүй',
    back: 'Нүүр хуудас руу буцах',
  },
  {
    path: '/en/yellow-page/abc',
    lang: 'en',
    home: '/en/yellow-page',
    title: 'Page not found',
    back: 'Back to the home page',
  },
  // Real routes whose record is not there: the same page, rendered on the server like an unknown address.
  { path: '/mm/page/99999', lang: 'mn', home: '/mm', title: 'Хуудас олдсонгүй', back: 'Нүүр хуудас руу буцах' },
  {
    path: '/en/mw/2024/category/999',
    lang: 'en',
    home: '/en/mw',
    title: 'Page not found',
    back: 'Back to the home page',
  },
  {
    path: '/mw/2024/news/detail/9999',
    lang: 'mn',
    home: '/mw/2024',
    title: 'Хуудас олдсонгүй',
    back: 'Нүүр хуудас руу буцах',
  },
  {
    path: '/en/mw/2024/news/77=1',
    lang: 'en',
    home: '/en/mw/2024',
    title: 'Page not found',
    back: 'Back to the home page',
  },
  {
    path: '/yellow-page?page=999',
    lang: 'mn',
    home: '/yellow-page',
    title: 'Хуудас олдсонгүй',
    back: 'Нүүр хуудас руу буцах',
  },
  {
    path: '/en/yellow-page/view/zz',
    lang: 'en',
    home: '/en/yellow-page',
    title: 'Page not found',
    back: 'Back to the home page',
  },
] as const;

/** A news id that is not there: the news' own words and the way back to the news. */
const MISSING_NEWS = [
  { path: '/mm/detail/99999', lang: 'mn', heading: 'Мэдээ олдсонгүй', back: 'Мэдээ рүү буцах', href: '/mm/blog/8=1' },
  { path: '/en/mm/detail/99999', lang: 'en', heading: 'No News Found', back: 'Back to news', href: '/en/mm/blog/8=1' },
] as const;

test.describe('[NOT-FOUND]', () => {
  // Without JavaScript: the page must be whole as the server sends it (crawlers, slow phones).
  test.use({ javaScriptEnabled: false });

  for (const address of SITE_ADDRESSES) {
    test(`[NOT-FOUND]: ${address.path} answers 404 in the site's frame and language`, async ({ page }) => {
      const response = await page.goto(address.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', address.lang);
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
      // The site's own header and footer around the text.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(address.title);
      await expect(page).toHaveTitle(new RegExp(`^${address.title} \\|`));
      const back = page.getByRole('main').getByRole('link', { name: address.back });
      await expect(back).toHaveAttribute('href', address.home);
    });
  }

  for (const missing of MISSING_NEWS) {
    test(`[NOT-FOUND]: ${missing.path} says the news is not there, in the site's frame and language`, async ({
      page,
    }) => {
      const response = await page.goto(missing.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', missing.lang);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(missing.heading);
      await expect(page.getByRole('main').getByRole('link', { name: missing.back })).toHaveAttribute(
        'href',
        missing.href,
      );
    });
  }

  test('[NOT-FOUND]: an address outside the sub-sites gets the bilingual page, Mongolian first, with a way to /mm', async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/en/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хуудас олдсонгүй');
      await expect(page.locator('[lang="en"]').getByText('Page not found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Нүүр хуудас руу буцах' })).toHaveAttribute('href', '/mm');
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/mm');
    }
  });
});

test.describe('[NOT-FOUND] in a browser with JavaScript', () => {
  // The page fixture fails a test whose pages log an error: a 404 is a page like any other, it logs none.
  test('[NOT-FOUND]: unknown addresses and missing records hydrate without an error and keep their text', async ({
    page,
  }) => {
    for (const { path, title } of [...SITE_ADDRESSES.slice(0, 2), ...SITE_ADDRESSES.slice(8, 10)]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    await page.goto(MISSING_NEWS[1].path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MISSING_NEWS[1].heading);
  });
});
