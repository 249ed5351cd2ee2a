import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Staff accounts of the back-office. account_role: 1 moderator, 2 admin, 3 user. */
export const adminAccounts = pgTable(
  'admin_accounts',
  {
    id: serial('id').primaryKey(),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    position: text('position').notNull().default(''),
    department: text('department').notNull().default(''),
    accountRole: smallint('account_role').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_accounts_email_unique').on(sql`lower(${t.email})`),
    check('admin_accounts_role_range', sql`${t.accountRole} in (1, 2, 3)`),
    check('admin_accounts_first_name_present', sql`${t.firstName} <> ''`),
  ],
);

export const signInSubject = pgEnum('sign_in_subject', ['admin', 'member', 'attendee']);

/**
 * One-time e-mail codes. Only a hash is stored; a code is dead once consumed, expired or tried too often.
 * Kept in the database so that any server process can verify a code another one sent.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    subject: signInSubject('subject').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Who asked for the code: its client network, and a hash of the browser's sign-in cookie when it sent one.
    // Only that network or that browser can use the code (lib/auth/sign-in-client.ts).
    requesterNetwork: text('requester_network').notNull().default(''),
    requesterBrowser: text('requester_browser'),
  },
  (t) => [index('sign_in_codes_lookup_idx').on(t.subject, t.email, t.createdAt)],
);

/**
 * One row per signed-in session, named by a random id the session cookie carries. Signing out deletes the row,
 * so a copy of the cookie stops working at once; a session whose row is gone is no session.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    subject: signInSubject('subject').notNull(),
    accountId: integer('account_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_account_idx').on(t.subject, t.accountId)],
);

/** Fixed-window counters for rate limits, shared by every server process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Every admin write: who, what, on which record, when and from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => adminAccounts.id, { onDelete: 'set null' }),
    accountEmail: text('account_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
