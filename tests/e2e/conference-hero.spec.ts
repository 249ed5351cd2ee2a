import type { Page } from '@playwright/test';

import { backgroundLuminance, contrastRatio, relativeLuminance, textColour } from '../fixtures/contrast';
import { expect, test } from '../fixtures/test';

const WIDTHS = [
  { width: 393, height: 851 },
  { width: 1366, height: 768 },
] as const;
/** WCAG 2 AA for normal text: the phone's title is 24 px, under the large-text size. */
const AA = 4.5;

/** The worst contrast between the title's colour and the background behind its glyphs. */
async function titleContrast(page: Page): Promise<number> {
  const title = page.locator('#edition-title');
  const text = relativeLuminance(await textColour(title));
  const background = await backgroundLuminance(title);

  return Math.min(contrastRatio(text, background.max), contrastRatio(text, background.min));
}

test.describe('conference banner', () => {
  // The poster, not the video (which plays over it after the page has loaded): a still picture to measure.
  test.use({ reducedMotion: 'reduce' });

  for (const viewport of WIDTHS) {
    test(`[MW]: the edition's title keeps AA contrast over the banner's picture, and over a white one, at ${viewport.width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/mw');
      const banner = page.getByRole('region', { name: /^Mongolia Mining Week/ });
      const poster = banner.locator('img');
      await expect
        .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await page.evaluate(() => document.fonts.ready);

      const title = page.locator('#edition-title');
      await title.screenshot({ path: testInfo.outputPath(`mw-hero-${viewport.width}.png`) });
      await banner.screenshot({ path: testInfo.outputPath(`mw-hero-banner-${viewport.width}.png`) });
      expect(await titleContrast(page)).toBeGreaterThanOrEqual(AA);

      // Any picture staff may choose: the brightest there is, white, in place of the demo's poster.
      await poster.evaluate((image: HTMLImageElement) => {
        image.style.visibility = 'hidden';
        image.closest('section')?.style.setProperty('background', '#fff');
      });
      expect(await titleContrast(page)).toBeGreaterThanOrEqual(AA);
    });
  }
});
