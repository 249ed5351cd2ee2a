import 'server-only';

import { asc } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';

import type { SocialLinkSite } from './site';
import { socialLinkTable } from './table';

export type SocialLink = { id: number; icon: string; link: string };

/** A site's social links in the order they were added (once per render: the header and footer both show them). */
export const listSocialLinks = cache(async (site: SocialLinkSite): Promise<SocialLink[]> => {
  const table = socialLinkTable(site);

  return db.select({ id: table.id, icon: table.icon, link: table.link }).from(table).orderBy(asc(table.id));
});
