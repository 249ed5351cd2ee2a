import 'server-only';

import { apiTranslator } from '@/lib/http/respond';
import type { Locale } from '@/lib/i18n/routing';
import type { OutboxMail } from '@/lib/mail/outbox';
import { escapeHtml } from '@/lib/mail/escape-html';
import { logger } from '@/lib/observability/logger';
import { consumeRateLimit } from '@/lib/rate-limit';
import { absoluteUrl } from '@/lib/seo/urls';
import { getSiteSettings } from '@/lib/settings/queries';

import { QUEUE_FULL_NOTICE_SECONDS } from './limits';

/** The office reads its notices in Mongolian, the back-office's only language (as for membership requests). */
const OFFICE_LOCALE: Locale = 'mn';

const N = 'directory-register.queue.notice';

/**
 * The mail telling the office (the contact e-mail of the site settings) that the review queue is full and the
 * oldest requests of the busiest networks are being turned down, or none: at most one per QUEUE_FULL_NOTICE_SECONDS,
 * so a flood that overflows the queue a thousand times makes one mail. Asked before the requests are turned down,
 * so that the mail can be recorded in the same transaction.
 */
export async function reviewQueueFullNotice(limit: number): Promise<OutboxMail | null> {
  const once = await consumeRateLimit({
    key: 'directory-review-queue:full-notice',
    limit: 1,
    windowSeconds: QUEUE_FULL_NOTICE_SECONDS,
  });
  if (!once.allowed) return null;
  const to = (await getSiteSettings())?.email;
  if (!to) {
    logger.error('The site settings hold no office e-mail: the full directory review queue was not announced');

    return null;
  }
  const t = await apiTranslator(OFFICE_LOCALE);
  const subject = t(`${N}.subject`);
  const intro = t(`${N}.intro`, { limit });
  const link = `${t(`${N}.list`)}: ${absoluteUrl('/admin/yellow/request')}`;
  const html = `<!doctype html>
<html lang="${OFFICE_LOCALE}">
  <body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1c2321">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <h1 style="margin:0 0 16px;font-size:20px;color:#0a5a2c">${escapeHtml(subject)}</h1>
      <p style="margin:0 0 12px">${escapeHtml(intro)}</p>
      <p style="margin:0;color:#5b6461">${escapeHtml(link)}</p>
    </div>
  </body>
</html>
`;

  return {
    kind: 'directory-queue-full',
    message: { to, subject, text: [intro, '', link].join('\n'), html, locale: OFFICE_LOCALE },
  };
}
