import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { demoEdition } from '../fixtures/demo-edition';
import { expect, test } from '../fixtures/test';

const DEMO = demoEdition();

test.describe('conference archive', () => {
  test('[MW-ARCHIVE]: a past edition’s home has the conference menu, the programme/registration toggle, the portfolio filter, news and organisers', async ({
    page,
  }) => {
    await page.goto('/mw/2023');
    const menu = page.getByRole('navigation', { name: 'Үндсэн цэс' });
    const entries: ReadonlyArray<readonly [string, string]> = [
      ['Нүүр', '/mw/2023'],
      ['Бүртгэл', '/mw/2023/category/2'],
      ['Мэдээ', '/mw/2023/news/3=1'],
      ['Илтгэл', '/mw/2023/presentation'],
      ['Үзэсгэлэн', '/mw/2023/category/5'],
      ['Энэ жилийн арга хэмжээ', '/mw'],
    ];
    for (const [name, href] of entries) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const toggle = page.getByRole('tablist', { name: 'Хөтөлбөр эсвэл бүртгэл' });
    await expect(toggle.getByRole('tab', { name: 'Хөтөлбөр' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('region', { name: '1-р өдрийн хөтөлбөр' }).getByRole('rowheader', { name: 'Нээлтийн ёслол' }),
    ).toBeVisible();
    await toggle.getByRole('tab', { name: 'Бүртгэл' }).click();
    // An archive's registration is its own edition's, long closed; the current edition's form is only a link away.
    const registration = page.getByRole('tabpanel', { name: 'Бүртгэл' });
    await expect(registration.getByRole('heading', { name: 'Бүртгэл хаагдсан' })).toBeVisible();
    await expect(registration).toContainText(
      'Mongolia Mining Week 2023 олон улсын чуулган, үзэсгэлэн нь 2023 оны 10-р сарын 4 – 6-нд болж өндөрлөсөн.',
    );
    await expect(registration.getByRole('form')).toHaveCount(0);
    await expect(registration.getByRole('link', { name: `${DEMO.name}д бүртгүүлэх` })).toHaveAttribute(
      'href',
      '/mw/register',
    );

    const portfolio = page.getByRole('region', { name: 'Зургийн цомог' });
    const filter = portfolio.getByRole('group', { name: 'Оноор шүүх' });
    await expect(filter.getByRole('button')).toHaveText(['Бүгд', '2022', '2023']);
    const photos = portfolio.getByRole('listitem');
    await expect(photos).toHaveCount(7);
    await filter.getByRole('button', { name: '2022' }).click();
    await expect(filter.getByRole('button', { name: '2022' })).toHaveAttribute('aria-pressed', 'true');
    await expect(portfolio.locator('li:visible')).toHaveCount(3);
    await filter.getByRole('button', { name: 'Бүгд' }).click();
    await expect(portfolio.locator('li:visible')).toHaveCount(7);

    const news = page.getByRole('region', { name: 'Мэдээ' });
    await expect(news.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Зохион байгуулагчид' }).getByRole('img')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await news.getByRole('link', { name: 'Чуулган амжилттай өндөрлөлөө' }).click();
    await expect(page).toHaveURL(/\/mw\/2023\/news\/detail\/5$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чуулган амжилттай өндөрлөлөө');
    const crumbs = page.getByRole('navigation', { name: 'Та энд байна' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      '2023 оны арга хэмжээ',
      'Мэдээ',
      'Хэвлэлийн мэдээ',
      'Чуулган амжилттай өндөрлөлөө',
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  test('[MW-ARCHIVE]: news lists by category with breadcrumbs and the sidebar’s counts and search', async ({
    page,
  }) => {
    await page.goto('/mw/2023/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бүх мэдээ');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
    const sidebar = page.getByRole('complementary', { name: 'Мэдээ' });
    await expect(sidebar.getByRole('link', { name: 'Мэдээ (3)' })).toHaveAttribute('href', '/mw/2023/news/3=1');
    await sidebar.getByRole('link', { name: 'Хэвлэлийн мэдээ (2)' }).click();
    await expect(page).toHaveURL(/\/mw\/2023\/news\/6=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хэвлэлийн мэдээ');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await expect(
      page.getByRole('navigation', { name: 'Та энд байна' }).getByRole('link', { name: 'Мэдээ' }),
    ).toHaveAttribute('href', '/mw/2023/news');
    await expectNoSeriousA11yViolations(page);

    // Seeds 2.2: the sidebar searches the association's news.
    await sidebar.getByRole('searchbox').fill('уул уурхай');
    await sidebar.getByRole('button', { name: 'Хайх' }).click();
    await expect(page).toHaveURL(/\/mm\/blog\/(%D1%83|у)/);

    await page.goto('/en/mw/2023/news/3=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('A debate on responsible mining');
  });

  test('[MW-ARCHIVE]: category 2 is the edition’s registration, closed; an unwritten page and the presentations are under maintenance, the rest not found', async ({
    page,
    request,
  }) => {
    await page.goto('/mw/2023');
    await page
      .getByRole('navigation', { name: 'Үндсэн цэс' })
      .getByRole('link', { name: 'Бүртгэл', exact: true })
      .click();
    await expect(page).toHaveURL(/\/mw\/2023\/category\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Бүртгэл: Mongolia Mining Week 2023 олон улсын чуулган, үзэсгэлэн',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Бүртгэл хаагдсан' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('2023 оны 10-р сарын 4 – 6-нд болж өндөрлөсөн');
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Бүртгүүлэх' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/mw/2024/category/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Registration: Mongolia Mining Week 2024 International Conference and Exhibition',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Registration is closed' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Mongolia Mining Week 2024 International Conference and Exhibition took place on Oct 2',
    );
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: `Register for ${DEMO.nameEn}` })).toHaveAttribute(
      'href',
      '/en/mw/register',
    );

    await page.goto('/mw/2023/category/5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Үзэсгэлэн');
    await expect(page.getByRole('status')).toContainText('Засвар үйлчилгээ хийгдэж байна');
    await page.goto('/en/mw/2023/presentation');
    await expect(page.getByRole('status')).toContainText('Under maintenance');
    await expectNoSeriousA11yViolations(page);

    for (const path of [
      '/mw/2023/category/3',
      '/mw/2023/category/99',
      '/mw/2023/news/99=1',
      '/mw/2023/news/3=9',
      '/mw/2023/news/detail/6',
      `/mw/${DEMO.year}/news`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('[MW]: the sponsor carousel shows 5 logos on a phone and 10 on a wide screen; back to top after 200 px', async ({
    page,
  }) => {
    const logosInView = async () =>
      page.locator('#sponsors').evaluate((carousel) => {
        const slide = carousel.querySelector('.swiper-slide');
        return slide
          ? Math.round(carousel.getBoundingClientRect().width / (slide.getBoundingClientRect().width + 16))
          : 0;
      });
    // A wide screen and a phone, each loading the page as it would; the carousel starts once it is scrolled near.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/mw');
    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    await expect(page.locator('#sponsors.swiper')).toBeAttached();
    await expect.poll(logosInView).toBe(10);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    await expect(page.locator('#sponsors.swiper')).toBeAttached();
    await expect.poll(logosInView).toBe(5);
    await page.evaluate(() => window.scrollTo(0, 0));

    const backToTop = page.getByRole('button', { name: 'Хуудасны эхэнд буцах' });
    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('[MW]: the gallery viewer moves on a swipe', async ({ page }) => {
    await page.goto('/mw/2025/gallery');
    await page
      .getByRole('tabpanel', { name: /^1-р өдөр/ })
      .getByRole('button', { name: /^Томоор харах/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText('Зураг 1 / 14')).toBeVisible();
    const box = await viewer.boundingBox();
    if (!box) throw new Error('the viewer has no box');
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(to, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(box.x + box.width * 0.7, box.x + box.width * 0.3);
    await expect(viewer.getByText('Зураг 2 / 14')).toBeVisible();
    await swipe(box.x + box.width * 0.3, box.x + box.width * 0.7);
    await expect(viewer.getByText('Зураг 1 / 14')).toBeVisible();
  });
});
