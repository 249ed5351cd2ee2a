import 'server-only';

import { apiTranslator } from '@/lib/http/respond';
import type { Locale } from '@/lib/i18n/routing';
import type { LocalizedMailMessage } from '@/lib/mail';
import { escapeHtml } from '@/lib/mail/escape-html';
import { untrustedName } from '@/lib/mail/untrusted-name';
import { absoluteUrl } from '@/lib/seo/urls';

import { type OfficeRequest, PURPOSE_FIELDS } from './schema';

const M = 'membership.mail';

/** The office reads its notices in Mongolian, the back-office's only language. */
const OFFICE_LOCALE: Locale = 'mn';

type Translate = Awaited<ReturnType<typeof apiTranslator>>;

/** What the request is for, as the form's labels name the ticked purposes, in the reader's language. */
function purposeLine(t: Translate, request: OfficeRequest): string {
  const purposes = PURPOSE_FIELDS.filter((field) => request[field]).map((field) => t(`membership.form.${field}`));

  return `${t('membership.form.purpose')}: ${purposes.join(', ')}`;
}

/** Everything that was sent, as the form's labels name it, in the reader's language. */
function requestLines(t: Translate, request: OfficeRequest): string[] {
  return [
    `${t('membership.form.name')}: ${request.name}`,
    `${t('membership.form.email')}: ${request.email}`,
    `${t('membership.form.phone_number')}: ${request.phone_number}`,
    `${t('membership.form.business_type')}: ${request.business_type}`,
    purposeLine(t, request),
  ];
}

/** A plain card: the mail's paragraphs, then the request's details as a list. */
function mailHtml({
  locale,
  title,
  paragraphs,
  details,
}: {
  locale: Locale;
  title: string;
  paragraphs: string[];
  details: string[];
}): string {
  return `<!doctype html>
<html lang="${locale}">
  <body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1c2321">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <h1 style="margin:0 0 16px;font-size:20px;color:#0a5a2c">${escapeHtml(title)}</h1>
      ${paragraphs.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n      ')}
      <ul style="margin:0 0 16px;padding-left:20px">${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
    </div>
  </body>
</html>
`;
}

/**
 * To the applicant, in the language of the page (or API call) the request came from: received, what it is for,
 * and what follows. Anyone can type someone else's address, so it repeats none of the texts sent, only the name
 * as untrustedName keeps it and the purposes ticked.
 */
export async function officeRequestReceipt({
  request,
  locale,
}: {
  request: OfficeRequest;
  locale: Locale;
}): Promise<LocalizedMailMessage> {
  const t = await apiTranslator(locale);
  const name = untrustedName(request.name);
  const greeting = name ? t(`${M}.receipt.greeting`, { name }) : t(`${M}.receipt.greetingUnnamed`);
  const paragraphs = [greeting, t(`${M}.receipt.body`), t(`${M}.receipt.signature`)];
  const details = [purposeLine(t, request)];
  const subject = t(`${M}.receipt.subject`);
  const text = [paragraphs[0], '', paragraphs[1], '', ...details, '', paragraphs[2]].join('\n');

  return { to: request.email, subject, text, html: mailHtml({ locale, title: subject, paragraphs, details }), locale };
}

/** To the office's address (site settings): a new request, its details and where to find it in the back-office. */
export async function officeRequestNotice({
  request,
  to,
}: {
  request: OfficeRequest;
  to: string;
}): Promise<LocalizedMailMessage> {
  const t = await apiTranslator(OFFICE_LOCALE);
  const paragraphs = [t(`${M}.notice.intro`), `${t(`${M}.notice.list`)}: ${absoluteUrl('/admin/request-list')}`];
  const details = requestLines(t, request);
  const subject = t(`${M}.notice.subject`, { name: request.name });
  const text = [paragraphs[0], '', ...details, '', paragraphs[1]].join('\n');

  return {
    to,
    subject,
    text,
    html: mailHtml({ locale: OFFICE_LOCALE, title: subject, paragraphs, details }),
    locale: OFFICE_LOCALE,
  };
}
