import 'server-only';

import { asc } from 'drizzle-orm';

import { db } from '@/db';
import { memberLogos } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

export type MemberLogo = { id: number; name: string; logo: string; link: string; board_member: boolean; main_member: boolean };

/** Logos of the members page, named in the reader's language; `board_member` and `main_member` say in which grid each appears. */
export async function listMemberLogos(locale: Locale = 'mn'): Promise<MemberLogo[]> {
  const rows = await db
    .select({
      id: memberLogos.id,
      name: memberLogos.name,
      nameEn: memberLogos.nameEn,
      logo: memberLogos.logo,
      link: memberLogos.link,
      board_member: memberLogos.boardMember,
      main_member: memberLogos.mainMember,
    })
    .from(memberLogos)
    .orderBy(asc(memberLogos.id));

  return rows.map(({ nameEn, ...row }) => ({ ...row, name: pickLocalized(row.name, nameEn, locale), logo: fileUrl(row.logo) }));
}
