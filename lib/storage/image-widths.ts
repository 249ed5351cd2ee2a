/**
 * The widths (px) an uploaded image is stored at, per way the public pages show it. Each list covers the box's
 * CSS width from 1x to about 3x screens: the browser takes the first width at least as large as the box times
 * the screen's pixel ratio, so a width a page never needs only costs storage.
 */
export const IMAGE_USE_WIDTHS = {
  /** Home slides at 100vw: phones (360–430 px at 2–3x) take 1080 or 1600, desktops 1600 or 2400. */
  banner: [640, 1080, 1600, 2400],
  /**
   * News covers and posters: 380 px cards (760 at 2x), the 860 px detail cover, full width on phones. No 320:
   * no screen shows these boxes that narrow at 1x.
   */
  cover: [640, 1080, 1600],
  /** The same covers on news cards: at most 380 px wide, or a phone's width, where 1080 serves up to about 2.5x. */
  teaser: [640, 1080],
  /**
   * Pictures in boxes up to 320 px: report covers, minerals, portraits, logos. 640 serves them at 2x and on 3x
   * phones, where they take half the screen.
   */
  card: [320, 640],
} as const satisfies Record<string, readonly number[]>;

export type ImageUse = keyof typeof IMAGE_USE_WIDTHS;
export type ImageWidth = (typeof IMAGE_USE_WIDTHS)[ImageUse][number];

/**
 * Every width some use lists, smallest first. An upload does not say where it will be shown (the back-office's
 * one image upload serves slides, covers and logos alike), so each uploaded image gets all of them.
 */
export const VARIANT_WIDTHS: readonly number[] = [...new Set(Object.values(IMAGE_USE_WIDTHS).flat())].sort(
  (a, b) => a - b,
);

/**
 * AVIF only: every browser Next.js 16 supports (Chrome and Edge 111, Firefox 111, Safari 16.4) decodes it, so a
 * WebP list would only add bytes to every page; anything older gets the original through the `<img>`.
 */
export const VARIANT_FORMATS = ['avif'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
