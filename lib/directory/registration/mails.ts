import 'server-only';

import { apiTranslator } from '@/lib/http/respond';
import { LOCALES, type Locale } from '@/lib/i18n/routing';
import type { LocalizedMailMessage } from '@/lib/mail';
import { escapeHtml } from '@/lib/mail/escape-html';
import { untrustedName } from '@/lib/mail/untrusted-name';
import { absoluteUrl } from '@/lib/seo/urls';

export type DirectoryEntryKind = 'company' | 'consultant';
type MailKind = 'receipt' | 'approved' | 'rejected';

export type DirectoryMailOptions = {
  to: string;
  /** The registrant's name, for the greeting: as typed by whoever sent the request, so only as untrustedName keeps it. */
  name: string;
  /** The language read first (the page the request came from); the other one follows. */
  locale: Locale;
  kind: DirectoryEntryKind;
  /**
   * The company's or the consultant's name as registered, named by the review mails (staff have read it); the
   * receipt names no entry, since nobody has read it yet.
   */
  companyName?: string;
  /** Staff's reason for turning the request down (rejection mails). */
  reason?: string;
};

type Block = { locale: Locale; subject: string; lines: string[]; link: string };

const M = 'directory-register.mail';

async function block(
  kind: MailKind,
  { name, kind: entryKind, companyName, reason }: DirectoryMailOptions,
  locale: Locale,
): Promise<Block> {
  const t = await apiTranslator(locale);
  const url = absoluteUrl(locale === 'mn' ? '/yellow-page' : `/${locale}/yellow-page`);
  const greetingName = untrustedName(name);
  const greeting = greetingName ? t(`${M}.greeting`, { name: greetingName }) : t(`${M}.greetingUnnamed`);
  const lines = [greeting, t(`${M}.${kind}.${entryKind}`, { entry: companyName || name })];
  if (kind === 'rejected' && reason) lines.push(t(`${M}.reason`, { reason }));

  return {
    locale,
    subject: t(`${M}.${kind}.subject`),
    lines: [...lines, t(`${M}.signature`)],
    link: `${t(`${M}.directory`)}: ${url}`,
  };
}

const htmlBlock = ({ locale, lines, link }: Block) =>
  `<div lang="${locale}" style="margin:0 0 24px">${lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('')}<p style="margin:0;color:#5b6461">${escapeHtml(link)}</p></div>`;

/**
 * One mail in both languages, `locale` first: the registrant's language is not stored with the request, so the
 * review mails (sent later by staff) could not otherwise know it.
 */
async function directoryMail(kind: MailKind, options: DirectoryMailOptions): Promise<LocalizedMailMessage> {
  const order = [options.locale, ...LOCALES.filter((locale) => locale !== options.locale)];
  const blocks = await Promise.all(order.map((locale) => block(kind, options, locale)));
  const text = blocks.map((each) => [...each.lines, each.link].join('\n\n')).join('\n\n----------\n\n');
  const html = `<!doctype html>
<html lang="${options.locale}">
  <body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1c2321">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">${blocks.map(htmlBlock).join('<hr style="border:0;border-top:1px solid #dfe3e1;margin:0 0 24px">')}</div>
  </body>
</html>
`;

  return {
    to: options.to,
    subject: blocks.map((each) => each.subject).join(' / '),
    html,
    text,
    locale: options.locale,
  };
}

/** To the registrant when a request arrives: received, and public once staff have reviewed it. */
export function receiptMail(options: DirectoryMailOptions): Promise<LocalizedMailMessage> {
  return directoryMail('receipt', options);
}

/** To the registrant when staff approve the request: the entry is now in the directory. */
export function approvalMail(options: DirectoryMailOptions): Promise<LocalizedMailMessage> {
  return directoryMail('approved', options);
}

/** To the registrant when staff turn the request down, with their `reason`. */
export function rejectionMail(options: DirectoryMailOptions): Promise<LocalizedMailMessage> {
  return directoryMail('rejected', options);
}
