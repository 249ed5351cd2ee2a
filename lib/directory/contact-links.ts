import { mailtoHref, phoneHref } from '@/lib/settings/contact-links';

import type { ContactType } from './queries';

/**
 * Where a company's contact leads: a call for phones and faxes, a mail, or the website. Registrants type websites
 * with or without the scheme (`www.unur.mn`), and a link without one would stay on this site: https is added.
 */
export function contactHref(type: ContactType, value: string): string {
  if (type === 'email') return mailtoHref(value.trim());
  if (type === 'website') return /^https?:\/\//i.test(value.trim()) ? value.trim() : `https://${value.trim()}`;

  return phoneHref(value);
}
