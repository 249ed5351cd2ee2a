import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

import type { SiteSettingsValues } from './schema';

type Coordinates = Pick<SiteSettingsValues, 'latitude' | 'longitude'>;

/** The number as dialled: `+976 7011 1994` -> `tel:+97670111994`. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp's chat link takes the international number as digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The address in the page's language; the Mongolian one when no English address is saved. */
export function localizedAddress(settings: Pick<SiteSettingsValues, 'address' | 'addressEn'>, locale: Locale): string {
  return pickLocalized(settings.address, settings.addressEn, locale);
}

/** The saved phones and e-mails without the empty second ones. */
export function contactPhones(settings: Pick<SiteSettingsValues, 'phone' | 'phoneSecondary'>): string[] {
  return [settings.phone, settings.phoneSecondary].filter(Boolean);
}

export function contactEmails(settings: Pick<SiteSettingsValues, 'email' | 'emailSecondary'>): string[] {
  return [settings.email, settings.emailSecondary].filter(Boolean);
}

/** Google Maps' embeddable view of the office (no API key needed); the CSP allows framing www.google.com. */
export function officeMapEmbedUrl({ latitude, longitude }: Coordinates, locale: Locale): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}&z=16&hl=${locale}&output=embed`;
}

export function officeMapUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
