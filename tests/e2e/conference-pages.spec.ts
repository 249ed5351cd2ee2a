import { demoEdition } from '../fixtures/demo-edition';
import { expect, test } from '../fixtures/test';

const DEMO = demoEdition();

test.describe('conference pages and demo data', () => {
  test('[MW]: every past edition the footer lists answers, 2025 among them, in both languages', async ({
    page,
    request,
  }) => {
    for (const path of ['/mw', '/en/mw']) {
      await page.goto(path);
      const archive = page.getByRole('contentinfo').getByRole('link', { name: /^Mongolia Mining Week \d{4}$/ });
      const links = await archive.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const years = links.map((href) => Number(href.slice(-4)));
      expect(years).toContain(2025);
      // Newest first, each year once, and never the current edition's (that one is /mw).
      expect(years).toEqual([...new Set(years)].sort((a, b) => b - a));
      expect(years).not.toContain(DEMO.year);
      for (const href of links) expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('[MW]: the coming edition’s gallery has no photos yet and says so; the photos are a past edition’s', async ({
    page,
  }) => {
    await page.goto('/mw/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Зургийн цомог');
    await expect(page.getByRole('button', { name: /^Томоор харах/ })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /-р өдөр/ })).toHaveCount(0);
    await expect(
      page.getByText('Энэ удаагийн арга хэмжээний зургууд арга хэмжээ болсны дараа энд нийтлэгдэнэ.'),
    ).toBeVisible();

    await page.goto('/en/mw/gallery');
    await expect(page.getByRole('button', { name: /^View full screen/ })).toHaveCount(0);
    await expect(
      page.getByText('Photos of this edition will appear here once its days have taken place.'),
    ).toBeVisible();

    await page.goto('/mw/2025/gallery');
    await expect(
      page.getByRole('tabpanel', { name: /^1-р өдөр/ }).getByRole('button', { name: /^Томоор харах/ }),
    ).toHaveCount(12);
  });

  test('[MW]: the way from an archive to the current registration writes the Mongolian suffix onto the name', async ({
    page,
  }) => {
    await page.goto('/mw/2023');
    await page.getByRole('tablist', { name: 'Хөтөлбөр эсвэл бүртгэл' }).getByRole('tab', { name: 'Бүртгэл' }).click();
    const link = page.getByRole('tabpanel', { name: 'Бүртгэл' }).getByRole('link', { name: /бүртгүүлэх$/ });
    await expect(link).toHaveText(`Mongolia Mining Week ${DEMO.year} олон улсын чуулган, үзэсгэлэнд бүртгүүлэх`);
    await expect(link).not.toContainText('-д');
  });
});
