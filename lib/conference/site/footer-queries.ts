import 'server-only';

import { asc } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { conferenceContacts } from '@/db/schema';

export type ConferenceContact = { id: number; type: 'phone' | 'email' | 'link'; information: string };

/** The conference's phones, e-mails and links (seeds: footer info), read once per request (footer and contact page). */
export const listConferenceContacts = cache(async (): Promise<ConferenceContact[]> =>
  db
    .select({ id: conferenceContacts.id, type: conferenceContacts.type, information: conferenceContacts.information })
    .from(conferenceContacts)
    .orderBy(asc(conferenceContacts.id)),
);
