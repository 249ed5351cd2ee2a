import { CONFERENCE_SOCIAL_ICONS, KNOWN_SOCIAL_ICONS } from './icons';

/** The two sites with social links of their own: the association's (`/mm`) and the conference's (`/mw`). */
export const SOCIAL_LINK_SITES = ['association', 'conference'] as const;
export type SocialLinkSite = (typeof SOCIAL_LINK_SITES)[number];

/**
 * What differs between the two: the icons each picker offers (seeds 5 and 7.2), the back-office's words for its
 * form (`words`) and messages, and the audit log's name for a change.
 */
export const SOCIAL_LINK_SITE_RULES = {
  association: {
    icons: KNOWN_SOCIAL_ICONS,
    words: 'admin.organisation.socialLinks',
    messages: {
      iconRequired: 'admin.organisation.socialLinks.iconRequired',
      linkRequired: 'admin.organisation.socialLinks.linkRequired',
      linkInvalid: 'admin.organisation.linkInvalid',
      tooLong: 'admin.organisation.linkInvalid',
    },
    auditName: 'social-link',
  },
  conference: {
    icons: CONFERENCE_SOCIAL_ICONS,
    words: 'admin.weekSite.socialLink',
    messages: {
      iconRequired: 'admin.weekSite.socialLink.errors.iconRequired',
      linkRequired: 'admin.weekSite.socialLink.errors.linkRequired',
      linkInvalid: 'admin.weekSite.socialLink.errors.linkInvalid',
      tooLong: 'admin.weekSite.socialLink.errors.tooLong',
    },
    auditName: 'conference-social-link',
  },
} as const;
