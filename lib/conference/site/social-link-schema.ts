import { z } from 'zod';

import { CONFERENCE_SOCIAL_ICONS } from '@/lib/social-links/icons';

import { requiredText, rowIdSchema, WEB_ADDRESS } from './fields';

const M = 'admin.weekSite.socialLink.errors';

/**
 * A conference social link (seeds 7.2 `insert/social-link`): one of the seeds' twenty icons ('Icon-ийг сонгоно
 * уу'), then a link ('Линкийг оруулна уу') that must be a web address.
 */
export const conferenceSocialLinkSchema = z.object({
  icon: z.enum(CONFERENCE_SOCIAL_ICONS, `${M}.iconRequired`),
  link: requiredText({ required: `${M}.linkRequired`, tooLong: `${M}.tooLong`, max: 500 }).regex(WEB_ADDRESS, `${M}.linkInvalid`),
});
export type ConferenceSocialLinkInput = z.input<typeof conferenceSocialLinkSchema>;

export const conferenceSocialLinkUpdateSchema = conferenceSocialLinkSchema.extend({ id: rowIdSchema });

export const conferenceSocialLinkIdSchema = z.object({ id: rowIdSchema });
