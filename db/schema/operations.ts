import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { adminAccounts } from './accounts';

/**
 * One-time sign-in links that an operator prints on the server (`npm run admin:sign-in-link`) when mail, and so
 * the e-mailed code, is down. Only a hash of the link's token is kept; a link is dead once used or expired, and it
 * goes with its staff account.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    adminAccountId: integer('admin_account_id')
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_links_token_hash_unique').on(t.tokenHash)],
);

/**
 * Maintenance mode (`npm run maintenance on|off`), kept in the database so that every server sees it: while it is
 * on, public writes are refused with 503. One row (id 1); no row means off.
 */
export const maintenanceMode = pgTable(
  'maintenance_mode',
  {
    id: smallint('id').primaryKey().default(1),
    isOn: boolean('is_on').notNull().default(false),
    changedBy: text('changed_by').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('maintenance_mode_single_row', sql`${t.id} = 1`)],
);
