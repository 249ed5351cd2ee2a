import 'server-only';

import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { OutboxMail } from '@/lib/mail/outbox';
import { absoluteUrl } from '@/lib/seo/urls';

import {
  type AssessmentScore,
  MEMBER_ASSESSMENT_NOTICE_MAIL,
  MEMBER_ASSESSMENT_RECEIPT_MAIL,
  memberAssessmentNotice,
  memberAssessmentReceipt,
} from './member-result-templates';

/** Where the member sees its result, in the language it finished in, and where staff review member results. */
export const MEMBER_RESULTS_PATH = '/mm/member-assessment';
export const STAFF_RESULTS_PATH = '/admin/assessment-member-result';

/**
 * The mails of a finished member assessment: the member's receipt in `locale` and, when the site settings hold
 * the office's e-mail (the address membership request notices go to), the office's notice.
 */
export function memberResultMails({
  score,
  locale,
  officeEmail,
}: {
  score: AssessmentScore;
  locale: Locale;
  officeEmail: string | null;
}): OutboxMail[] {
  const receipt = memberAssessmentReceipt({
    score,
    locale,
    resultsUrl: absoluteUrl(localizedPath(MEMBER_RESULTS_PATH, locale)),
  });
  const notice = officeEmail
    ? memberAssessmentNotice({ score, to: officeEmail, reviewUrl: absoluteUrl(STAFF_RESULTS_PATH) })
    : null;

  return [
    { kind: MEMBER_ASSESSMENT_RECEIPT_MAIL, message: receipt },
    ...(notice ? [{ kind: MEMBER_ASSESSMENT_NOTICE_MAIL, message: notice }] : []),
  ];
}
