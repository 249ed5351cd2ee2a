import { z } from 'zod';

import { KNOWN_SOCIAL_ICONS } from './icons';

const M = 'admin.organisation';

/** The icons the public header and footer draw: the picker offers exactly these. */
export const SOCIAL_ICONS = KNOWN_SOCIAL_ICONS;

/**
 * Seeds 5: icon ('Icon-ийг сонгоно уу') then link ('Линкийг оруулна уу'). The public site links only to web
 * addresses, so a link must start with http:// or https://.
 */
export const socialLinkSchema = z.object({
  icon: z.enum(SOCIAL_ICONS, `${M}.socialLinks.iconRequired`),
  link: z
    .string()
    .trim()
    .min(1, { message: `${M}.socialLinks.linkRequired`, abort: true })
    .max(500, `${M}.linkInvalid`)
    .regex(/^https?:\/\/[^\s]+$/i, `${M}.linkInvalid`),
});
export type SocialLinkInput = z.input<typeof socialLinkSchema>;

export const socialLinkUpdateSchema = socialLinkSchema.extend({ id: z.number().int().positive() });

export const socialLinkIdSchema = z.object({ id: z.coerce.number().int().positive() });
