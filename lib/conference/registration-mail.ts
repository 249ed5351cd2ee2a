import 'server-only';

import { apiTranslator } from '@/lib/api/respond';
import { editionInDative } from '@/lib/conference/dative';
import type { Locale } from '@/lib/i18n/routing';
import { escapeHtml } from '@/lib/mail/escape-html';
import type { LocalizedMailMessage } from '@/lib/mail';

type RegistrationMailOptions = { to: string; name: string; edition: { name: string; dates: string; venue: string }; locale: Locale };

/** The registrant's confirmation, as HTML and plain text, in the language of the page they registered on. */
export async function registrationMail({ to, name, edition, locale }: RegistrationMailOptions): Promise<LocalizedMailMessage> {
  const t = await apiTranslator(locale);
  const lines = {
    greeting: t('conference.register.mail.greeting', { name }),
    body: t('conference.register.mail.body', { edition: editionInDative(locale, edition.name) }),
    when: `${edition.dates} · ${edition.venue}`,
    signature: t('conference.register.mail.signature'),
  };
  const text = [lines.greeting, '', lines.body, lines.when, '', lines.signature].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
  <body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1c2321">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <h1 style="margin:0 0 16px;font-size:20px;color:#0a5a2c">${escapeHtml(edition.name)}</h1>
      <p style="margin:0 0 12px">${escapeHtml(lines.greeting)}</p>
      <p style="margin:0 0 12px">${escapeHtml(lines.body)}</p>
      <p style="margin:0 0 16px;font-weight:bold">${escapeHtml(lines.when)}</p>
      <p style="margin:0;color:#5b6461">${escapeHtml(lines.signature)}</p>
    </div>
  </body>
</html>
`;

  return { to, subject: t('conference.register.mail.subject', { edition: edition.name }), html, text, locale };
}
