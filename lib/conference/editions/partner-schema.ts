import { z } from 'zod';

const M = 'admin.weekEditions.errors';

/** Seeds 2.1: the sponsor carousel and the home's organiser logos. */
export const PARTNER_KINDS = ['sponsor', 'organiser'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

const editionId = z.coerce.number().int().positive();

/**
 * A sponsor's or organiser's logo (jpeg/png, checked by content on upload), its name in Mongolian and (optionally)
 * English, and an optional web address.
 */
export const partnerSchema = z.object({
  event_id: editionId,
  kind: z.enum(PARTNER_KINDS),
  name: z
    .string()
    .trim()
    .min(1, { message: `${M}.partnerNameRequired`, abort: true })
    .max(200, `${M}.tooLong`),
  /**
   * Optional: English pages show the Mongolian name when it is ''. Left out, a new partner has none and an edited
   * one keeps its own; sent as '', it is cleared.
   */
  name_en: z.string().trim().max(200, `${M}.tooLong`).optional(),
  logo: z
    .string()
    .trim()
    .min(1, { message: `${M}.logoRequired`, abort: true })
    .max(512),
  link: z
    .string()
    .trim()
    .max(500, `${M}.tooLong`)
    .refine((link) => link === '' || /^https?:\/\/\S+$/i.test(link), `${M}.linkInvalid`)
    .default(''),
});
export type PartnerInput = z.input<typeof partnerSchema>;

export const partnerUpdateSchema = z.intersection(
  z.object({ id: z.coerce.number().int().positive() }),
  partnerSchema.omit({ event_id: true, kind: true }),
);

export const partnerIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** A new order of one edition's sponsors (or organisers): every one of them, each once, first to last. */
export const partnerOrderSchema = z.object({
  event_id: editionId,
  kind: z.enum(PARTNER_KINDS),
  ids: z
    .array(z.number().int().positive())
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, `${M}.orderStale`),
});
