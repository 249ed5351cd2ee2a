import type { Locale } from '@/lib/i18n/routing';
import type { LocalizedMailMessage } from '@/lib/mail';
import { escapeHtml } from '@/lib/mail/escape-html';

import { memberAssessmentTranslator } from './member-messages';

/** The outbox kinds of the mails a finished member assessment causes, as staff read them on the outbox screen. */
export const MEMBER_ASSESSMENT_RECEIPT_MAIL = 'member-assessment-receipt';
export const MEMBER_ASSESSMENT_NOTICE_MAIL = 'member-assessment-notice';

/** The office reads its notices in Mongolian, the back-office's only language (as for membership requests). */
const OFFICE_LOCALE: Locale = 'mn';

/** What both mails say about the result: the organisation and its score as the result page shows it. */
export type AssessmentScore = {
  memberName: string;
  memberEmail: string;
  mainPercentage: number;
  totalTrue: number;
  totalFalse: number;
};

type Paragraph = { text: string; link?: string };

/** A plain card: the title, then paragraphs, a link written out in full so that every mail reader shows it. */
function mailHtml({ locale, title, paragraphs }: { locale: Locale; title: string; paragraphs: Paragraph[] }): string {
  const lines = paragraphs.map(({ text, link }) =>
    link
      ? `<p style="margin:0 0 12px">${escapeHtml(text)}<br><a href="${escapeHtml(link)}" style="color:#0a5a2c;font-weight:bold">${escapeHtml(link)}</a></p>`
      : `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`,
  );

  return `<!doctype html>
<html lang="${locale}">
  <body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1c2321">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <h1 style="margin:0 0 16px;font-size:20px;color:#0a5a2c">${escapeHtml(title)}</h1>
      ${lines.join('\n      ')}
    </div>
  </body>
</html>
`;
}

function mailText(paragraphs: Paragraph[]): string {
  return paragraphs.map(({ text, link }) => (link ? `${text}\n${link}` : text)).join('\n\n');
}

/**
 * To the member, in the language of the page it finished on: the assessment was received, its score, that the
 * attachments still confirm it, and the absolute address of its results page.
 */
export function memberAssessmentReceipt({
  score,
  locale,
  resultsUrl,
}: {
  score: AssessmentScore;
  locale: Locale;
  resultsUrl: string;
}): LocalizedMailMessage {
  const t = memberAssessmentTranslator(locale);
  const subject = t('mail.receipt.subject', { percentage: score.mainPercentage });
  const paragraphs: Paragraph[] = [
    { text: t('mail.receipt.greeting', { name: score.memberName }) },
    { text: t('mail.receipt.body') },
    { text: t('mail.score', { percentage: score.mainPercentage, yes: score.totalTrue, no: score.totalFalse }) },
    { text: t('mail.receipt.confirm') },
    { text: t('mail.receipt.link'), link: resultsUrl },
    { text: t('mail.receipt.signature') },
  ];

  return {
    to: score.memberEmail,
    subject,
    text: mailText(paragraphs),
    html: mailHtml({ locale, title: subject, paragraphs }),
    locale,
  };
}

/** To the office's address (site settings, as for membership requests): who finished, the score, where staff see it. */
export function memberAssessmentNotice({
  score,
  to,
  reviewUrl,
}: {
  score: AssessmentScore;
  to: string;
  reviewUrl: string;
}): LocalizedMailMessage {
  const t = memberAssessmentTranslator(OFFICE_LOCALE);
  const subject = t('mail.notice.subject', { name: score.memberName, percentage: score.mainPercentage });
  const paragraphs: Paragraph[] = [
    { text: t('mail.notice.intro', { name: score.memberName, email: score.memberEmail }) },
    { text: t('mail.score', { percentage: score.mainPercentage, yes: score.totalTrue, no: score.totalFalse }) },
    { text: t('mail.notice.list'), link: reviewUrl },
  ];

  return {
    to,
    subject,
    text: mailText(paragraphs),
    html: mailHtml({ locale: OFFICE_LOCALE, title: subject, paragraphs }),
    locale: OFFICE_LOCALE,
  };
}
