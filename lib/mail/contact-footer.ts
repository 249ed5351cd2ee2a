import type { Locale } from '@/lib/i18n/routing';
import { messagesTranslator } from '@/lib/i18n/translator';
import { contactEmails, contactPhones, localizedAddress } from '@/lib/settings/contact-links';
import type { SiteSettingsValues } from '@/lib/settings/schema';
import enLayout from '@/messages/en/layout.json';
import mnLayout from '@/messages/mn/layout.json';

import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

const LAYOUT_MESSAGES = { mn: mnLayout, en: enLayout } as const;

type ContactFooterOptions = { message: MailMessage; contact: SiteSettingsValues | null; locale: Locale };

/**
 * Adds the association's contact details (site settings) below a mail, in its reader's language, so every
 * mail tells where to ask; without saved settings the mail is sent as it is.
 */
export function withContactFooter({ message, contact, locale }: ContactFooterOptions): MailMessage {
  if (!contact) return message;
  const t = messagesTranslator(locale, { layout: LAYOUT_MESSAGES[locale] }, 'layout.footer');
  const lines = [
    `${t('addressLabel')}: ${localizedAddress(contact, locale)}`,
    `${t('phoneLabel')}: ${contactPhones(contact).join(', ')}`,
    `${t('emailLabel')}: ${contactEmails(contact).join(', ')}`,
  ];
  const footerHtml = `<div style="max-width:480px;margin:16px auto 0;font-size:12px;line-height:1.6;color:#5b6461">${lines
    .map((line) => `<p style="margin:0">${escapeHtml(line)}</p>`)
    .join('')}</div>`;
  const html = message.html.includes('</body>')
    ? message.html.replace('</body>', `${footerHtml}\n  </body>`)
    : `${message.html}${footerHtml}`;

  return { ...message, html, text: `${message.text}\n\n--\n${lines.join('\n')}` };
}
