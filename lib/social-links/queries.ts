import 'server-only';

import { asc } from 'drizzle-orm';

import { db } from '@/db';
import { socialLinks } from '@/db/schema';

export type SocialLink = { id: number; icon: string; link: string };

export async function listSocialLinks(): Promise<SocialLink[]> {
  return db
    .select({ id: socialLinks.id, icon: socialLinks.icon, link: socialLinks.link })
    .from(socialLinks)
    .orderBy(asc(socialLinks.id));
}
