/** The association's icon picker (/admin/social-links) offers these; the public header and footer name them. */
export const KNOWN_SOCIAL_ICONS = ['facebook', 'twitter', 'youtube', 'linkedin', 'instagram'] as const;

/** Seeds 2.3: the twenty icons the conference's social link picker (/admin/week/social-link) offers. */
export const CONFERENCE_SOCIAL_ICONS = [
  'facebook',
  'x-twitter',
  'snapchat',
  'linkedin',
  'pinterest',
  'tiktok',
  'youtube',
  'instagram',
  'weixin',
  'telegram',
  'discord',
  'google',
  'dropbox',
  'whatsapp',
  'vimeo',
  'spotify',
  'weibo',
  'viber',
  'threads',
  'steam',
] as const;
export type ConferenceSocialIcon = (typeof CONFERENCE_SOCIAL_ICONS)[number];

/** An icon either site's picker offers: the public pages have a name for each (layout.social). */
export function isKnownSocialIcon(name: string): name is (typeof KNOWN_SOCIAL_ICONS)[number] | ConferenceSocialIcon {
  return (
    (KNOWN_SOCIAL_ICONS as readonly string[]).includes(name) ||
    (CONFERENCE_SOCIAL_ICONS as readonly string[]).includes(name)
  );
}
