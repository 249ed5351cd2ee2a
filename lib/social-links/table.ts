import 'server-only';

import { conferenceSocialLinks, socialLinks } from '@/db/schema';

import type { SocialLinkSite } from './site';

/** Each site keeps its links in a table of its own, with the same columns. */
export function socialLinkTable(site: SocialLinkSite): typeof socialLinks | typeof conferenceSocialLinks {
  return site === 'association' ? socialLinks : conferenceSocialLinks;
}
