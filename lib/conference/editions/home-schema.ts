import { z } from 'zod';

import { isBlankHtml } from '@/lib/news/admin-schema';
import { RICH_TEXT_MAX_LENGTH } from '@/lib/static-pages/schema';

const M = 'admin.weekEditions.errors';

/** The home page's figures, in the order the public home shows them. */
export const EDITION_FIGURES = ['visitors', 'countries', 'exhibitors', 'speakers', 'conferences'] as const;
export type EditionFigure = (typeof EDITION_FIGURES)[number];

/**
 * A non-negative whole number that fits the integer column (the table's check refuses negatives too). An emptied
 * field is refused rather than read as 0, which coercion alone would do.
 */
const figure = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number(`${M}.figureInvalid`)
    .int(`${M}.figureInvalid`)
    .min(0, `${M}.figureInvalid`)
    .max(2_147_483_647, `${M}.figureInvalid`),
);

// Editor HTML with no text and no picture (`<p></p>`) is stored as '' so the public page shows nothing.
const richText = z
  .string()
  .max(RICH_TEXT_MAX_LENGTH, `${M}.tooLong`)
  .default('')
  .transform((html) => (isBlankHtml(html) ? '' : html));

/** A stored key, or '' for none; whether an upload route wrote it is checked by the action. */
const storedKey = z.string().trim().max(512).default('');

/**
 * The conference home of one edition: its figures, invitation and about text in both languages (sanitised by the
 * action), and the banner's video and poster.
 */
export const editionHomeSchema = z.object({
  id: z.coerce.number().int().positive(),
  visitors: figure,
  countries: figure,
  exhibitors: figure,
  speakers: figure,
  conferences: figure,
  invitation: richText,
  invitation_en: richText,
  about: richText,
  about_en: richText,
  video: storedKey,
  poster: storedKey,
});
export type EditionHomeInput = z.input<typeof editionHomeSchema>;
export type EditionHomeValues = z.output<typeof editionHomeSchema>;
