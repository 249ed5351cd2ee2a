import { z } from 'zod';

import { requiredText, rowIdSchema, WEB_ADDRESS } from '@/lib/validation/form-fields';

import { SOCIAL_LINK_SITE_RULES, SOCIAL_LINK_SITES, type SocialLinkSite } from './site';

/**
 * A social link of `site` as its form holds it (seeds 5, 7.2): one of the icons its picker offers ('Icon-ийг сонгоно
 * уу'), then a link ('Линкийг оруулна уу'). The public sites link only to web addresses, so a link starts with http(s)://.
 */
export function socialLinkSchemaOf<Site extends SocialLinkSite>(site: Site) {
  const { icons, messages } = SOCIAL_LINK_SITE_RULES[site];

  return z.object({
    site: z.literal(site),
    icon: z.enum(icons as (typeof SOCIAL_LINK_SITE_RULES)[Site]['icons'], messages.iconRequired),
    link: requiredText({ required: messages.linkRequired, tooLong: messages.tooLong, max: 500 }).regex(
      WEB_ADDRESS,
      messages.linkInvalid,
    ),
  });
}
export type SocialLinkInput<Site extends SocialLinkSite> = z.input<ReturnType<typeof socialLinkSchemaOf<Site>>>;

/** A new link of either site: the site named in the input picks the rules. */
export const socialLinkWriteSchema = z.discriminatedUnion('site', [
  socialLinkSchemaOf('association'),
  socialLinkSchemaOf('conference'),
]);

export const socialLinkUpdateSchema = z.discriminatedUnion('site', [
  socialLinkSchemaOf('association').extend({ id: rowIdSchema }),
  socialLinkSchemaOf('conference').extend({ id: rowIdSchema }),
]);

export const socialLinkIdSchema = z.object({ site: z.enum(SOCIAL_LINK_SITES), id: rowIdSchema });
