import { mailtoHref, phoneHref } from '@/lib/settings/contact-links';

import type { ConferenceContact } from './site/footer-queries';

/**
 * Where a contact entry leads: a call, a mail, or the web address itself. A link that is not a web address (staff
 * typed something else) leads nowhere rather than to a script or another scheme.
 */
export function contactHref(contact: Pick<ConferenceContact, 'type' | 'information'>): string | undefined {
  if (contact.type === 'phone') return phoneHref(contact.information);
  if (contact.type === 'email') return mailtoHref(contact.information);

  return /^https?:\/\//i.test(contact.information) ? contact.information : undefined;
}

export const CONTACT_TYPES = ['phone', 'email', 'link'] as const;

/** The entries of each type in the order the footer and the contact page show them; types without entries are left out. */
export function contactGroups<T extends Pick<ConferenceContact, 'type'>>(contacts: readonly T[]) {
  return CONTACT_TYPES.map((type) => ({ type, contacts: contacts.filter((contact) => contact.type === type) })).filter(
    (group) => group.contacts.length > 0,
  );
}
