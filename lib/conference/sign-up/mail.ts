import 'server-only';

import { editionInDative } from '@/lib/conference/dative';
import { apiTranslator } from '@/lib/http/respond';
import type { Locale } from '@/lib/i18n/routing';
import { escapeHtml } from '@/lib/mail/escape-html';
import { untrustedName } from '@/lib/mail/untrusted-name';
import type { LocalizedMailMessage } from '@/lib/mail';

export type RegistrationMailEdition = { name: string; dates: string; venue: string };
type RegistrationMailOptions = { to: string; name: string; edition: RegistrationMailEdition; locale: Locale };

const M = 'conference.register.mail';

type EditionMailParts = {
  to: string;
  subject: string;
  edition: RegistrationMailEdition;
  locale: Locale;
  greeting: string;
  body: string;
  note?: string;
  signature: string;
};

/** A card headed by the edition's name: the greeting, the body with the edition's dates and venue, a note, the signature. */
function editionMail({
  to,
  subject,
  edition,
  locale,
  greeting,
  body,
  note,
  signature,
}: EditionMailParts): LocalizedMailMessage {
  const when = `${edition.dates} · ${edition.venue}`;
  const text = [greeting, '', body, when, '', ...(note ? [note, ''] : []), signature].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
  <body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1c2321">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <h1 style="margin:0 0 16px;font-size:20px;color:#0a5a2c">${escapeHtml(edition.name)}</h1>
      ${paragraph(greeting)}
      ${paragraph(body)}
      <p style="margin:0 0 16px;font-weight:bold">${escapeHtml(when)}</p>
      ${note ? paragraph(note) : ''}
      <p style="margin:0;color:#5b6461">${escapeHtml(signature)}</p>
    </div>
  </body>
</html>
`;

  return { to, subject, html, text, locale };
}

/**
 * The registrant's confirmation, as HTML and plain text, in the language of the page they registered on. The
 * name was typed beside the address, by whoever typed it: the greeting holds it only as untrustedName keeps it.
 */
export async function registrationMail({
  to,
  name,
  edition,
  locale,
}: RegistrationMailOptions): Promise<LocalizedMailMessage> {
  const t = await apiTranslator(locale);
  const greetingName = untrustedName(name);
  const greeting = greetingName ? t(`${M}.greeting`, { name: greetingName }) : t(`${M}.greetingUnnamed`);

  return editionMail({
    to,
    subject: t(`${M}.subject`, { edition: edition.name }),
    edition,
    locale,
    greeting,
    body: t(`${M}.body`, { edition: editionInDative(locale, edition.name) }),
    signature: t(`${M}.signature`),
  });
}

/**
 * To an address registered again for the same edition: it is registered already and nothing changed. The public
 * form answers a repeated registration like a new one, so that it tells no one who registered; the address's
 * owner learns it here. It names nobody: whoever typed the address this time may be a stranger.
 */
export async function repeatedRegistrationMail({
  to,
  edition,
  locale,
}: Omit<RegistrationMailOptions, 'name'>): Promise<LocalizedMailMessage> {
  const t = await apiTranslator(locale);

  return editionMail({
    to,
    subject: t(`${M}.repeated.subject`, { edition: edition.name }),
    edition,
    locale,
    greeting: t(`${M}.greetingUnnamed`),
    body: t(`${M}.repeated.body`, { edition: editionInDative(locale, edition.name) }),
    note: t(`${M}.repeated.ignore`),
    signature: t(`${M}.signature`),
  });
}
