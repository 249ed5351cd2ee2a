import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The association's contact details, edited in the back-office and read by the header, footer, quick contact,
 * contact page and mails. One row (id 1): the check keeps a second one from appearing.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    phone: text('phone').notNull(),
    phoneSecondary: text('phone_secondary').notNull().default(''),
    email: text('email').notNull(),
    emailSecondary: text('email_secondary').notNull().default(''),
    address: text('address').notNull(),
    addressEn: text('address_en').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);
