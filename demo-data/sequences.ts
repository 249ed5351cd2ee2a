import 'server-only';

import { sql } from 'drizzle-orm';

import type { Database } from '@/db';

/** Tables the seed fills with fixed ids, and their serial key column. */
const SERIAL_KEYS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['categories', 'cid'],
  ['static_pages', 'id'],
  ['news', 'id'],
  ['banners', 'id'],
  ['social_links', 'id'],
  ['admin_accounts', 'id'],
  ['member_companies', 'id'],
  ['office_requests', 'id'],
  ['about_people', 'id'],
  ['logos', 'id'],
  ['member_logos', 'id'],
  ['documents', 'id'],
  ['minerals', 'id'],
  ['videos', 'id'],
  ['sustainable_mining_items', 'id'],
  ['reports', 'id'],
  ['trades', 'id'],
  ['notices', 'id'],
  ['assessment_sections', 'id'],
  ['assessment_questions', 'id'],
  ['conference_events', 'id'],
  ['conference_days', 'id'],
  ['conference_partners', 'id'],
  ['conference_contacts', 'id'],
  ['conference_social_links', 'id'],
  ['conference_agenda_images', 'id'],
  ['conference_sessions', 'id'],
  ['conference_halls', 'id'],
  ['conference_presentations', 'id'],
  ['conference_presenters', 'id'],
  ['conference_gallery_images', 'id'],
  ['conference_menu_categories', 'cid'],
  ['conference_news', 'id'],
  ['conference_registrations', 'id'],
  ['directory_categories', 'id'],
  ['directory_companies', 'id'],
  ['directory_company_contacts', 'id'],
  ['directory_consultants', 'id'],
  ['directory_banners', 'id'],
  ['meeting_users', 'id'],
  ['meeting_times', 'id'],
  ['meeting_rooms', 'id'],
  ['meetings', 'id'],
];

/**
 * Rows inserted with explicit ids do not advance their sequences; without this the first row an admin
 * creates would collide with a demo row.
 */
export async function moveSequencesPastSeededIds(db: Database): Promise<void> {
  for (const [table, column] of SERIAL_KEYS) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
