import { expect, test } from '../fixtures/test';

const PHONE = { width: 393, height: 851 };
const DESKTOP = { width: 1366, height: 768 };

/** What a person reads on each language's directory home. */
const PAGES = [
  {
    path: '/yellow-page',
    search: 'Байгууллагын нэрээр хайх',
    letters: 'Цагаан толгойн үсгээр',
    empty: 'Илэрц олдсонгүй.',
    alphabet: /^[А-ЯЁӨҮ]$/,
  },
  {
    path: '/en/yellow-page',
    search: 'Search companies by name',
    letters: 'By letter',
    empty: 'No companies found.',
    alphabet: /^[A-Z]$/,
  },
] as const;

test.describe('the directory’s own tools', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`[YP]: the search box and the letters are on the first screen at ${viewport.width} px, in both languages`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const { path, search, letters } of PAGES) {
        await page.goto(path);
        const box = await page.getByRole('searchbox', { name: search }).boundingBox();
        expect(box, path).not.toBeNull();
        expect(box?.y ?? Infinity, path).toBeLessThan(viewport.height - (box?.height ?? 0));
        // The letters start on the first screen too: the first of them is in view without scrolling.
        const first = page.getByRole('navigation', { name: letters }).getByRole('listitem').first();
        await expect(first).toBeInViewport();
      }
    });
  }

  test('[YP]: a letter without companies is no link, and every letter that is one leads to companies', async ({
    page,
  }) => {
    for (const { path, letters, empty, alphabet } of PAGES) {
      await page.goto(path);
      const bar = page.getByRole('navigation', { name: letters });
      const items = bar.getByRole('listitem');
      const texts = (await items.allTextContents()).map((text) => text.trim()).filter((text) => alphabet.test(text));
      const linked = (await bar.getByRole('link').allTextContents())
        .map((text) => text.trim())
        .filter((text) => alphabet.test(text));
      const muted = bar.locator('[aria-disabled="true"]');
      const mutedLetters = (await muted.allTextContents()).map((text) => text.trim());

      // The demo directory has names for some letters only: both kinds are there, and together they are the alphabet.
      expect(linked.length, path).toBeGreaterThan(0);
      expect(mutedLetters.length, path).toBeGreaterThan(0);
      expect([...linked, ...mutedLetters].sort(), path).toEqual([...texts].sort());
      for (const letter of mutedLetters) expect(linked, `${path} ${letter}`).not.toContain(letter);
      // Muted is seen, not only announced: a muted letter is paler than a linked one.
      const colour = (locator: ReturnType<typeof bar.locator>) =>
        locator.evaluate((element) => getComputedStyle(element).color);
      expect(await colour(muted.first())).not.toBe(
        await colour(bar.getByRole('link', { name: linked[0], exact: true })),
      );

      // A person picks the first letter that is a link, then each of the others: every one lists companies.
      const hrefs = await bar
        .getByRole('link')
        .evaluateAll(
          (links, pattern) =>
            links
              .filter((link) => new RegExp(pattern).test((link.textContent ?? '').trim()))
              .map((link) => link.getAttribute('href') ?? ''),
          alphabet.source,
        );
      await bar.getByRole('link', { name: linked[0], exact: true }).click();
      await expect(page.locator('#results').getByRole('heading', { level: 2 })).toContainText(linked[0] ?? '');
      for (const href of hrefs) {
        await page.goto(href);
        await expect(page.locator('#results').getByRole('listitem').first(), href).toBeVisible();
        await expect(page.getByText(empty, { exact: true }), href).toHaveCount(0);
      }
    }
  });
});
