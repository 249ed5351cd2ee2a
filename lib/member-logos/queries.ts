import 'server-only';

import { asc } from 'drizzle-orm';

import { db } from '@/db';
import { memberLogos } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

/** A membership logo as the admin screen edits it; `logo` is the address, `logo_key` the stored key a save may keep. */
export type AdminMemberLogo = {
  id: number;
  name: string;
  name_en: string;
  logo: string;
  logo_key: string;
  link: string;
  board_member: boolean;
  main_member: boolean;
};

/** Every membership logo with its board_member / main_member flags (seeds 7 `GET /get/membership`). */
export async function listAdminMemberLogos(): Promise<AdminMemberLogo[]> {
  const rows = await db
    .select({
      id: memberLogos.id,
      name: memberLogos.name,
      name_en: memberLogos.nameEn,
      logo_key: memberLogos.logo,
      link: memberLogos.link,
      board_member: memberLogos.boardMember,
      main_member: memberLogos.mainMember,
    })
    .from(memberLogos)
    .orderBy(asc(memberLogos.id));

  return rows.map((row) => ({ ...row, logo: fileUrl(row.logo_key) }));
}

/** `name_en` is the English name, empty when none was entered (the page then shows the Mongolian one). */
export type MemberLogo = {
  id: number;
  name: string;
  name_en: string;
  logo: string;
  link: string;
  board_member: boolean;
  main_member: boolean;
};

/** Logos of the members page; `board_member` and `main_member` say in which grid each appears. */
export async function listMemberLogos(): Promise<MemberLogo[]> {
  const rows = await db
    .select({
      id: memberLogos.id,
      name: memberLogos.name,
      name_en: memberLogos.nameEn,
      logo: memberLogos.logo,
      link: memberLogos.link,
      board_member: memberLogos.boardMember,
      main_member: memberLogos.mainMember,
    })
    .from(memberLogos)
    .orderBy(asc(memberLogos.id));

  return rows.map((row) => ({ ...row, logo: fileUrl(row.logo) }));
}
