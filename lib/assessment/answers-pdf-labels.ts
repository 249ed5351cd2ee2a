import type { Locale } from '@/lib/i18n/routing';

import type { AnswersDocument } from './answers-document';
import type { AnswersPdfLabels } from './answers-pdf-layout';
import { memberAssessmentTranslator } from './member-messages';

/**
 * The answers PDF's texts in a language, from the member flow's messages: the member's own export and the
 * back-office's (always Mongolian) print the same words for the same result.
 */
export function answersPdfLabels(document: AnswersDocument, locale: Locale): AnswersPdfLabels {
  const t = memberAssessmentTranslator(locale);

  return {
    title: `${t('title')} — ${t('result.answers')}`,
    date: t('result.date', { date: document.date }),
    overall: `${t('result.overall')}: ${document.mainPercentage}% · ${t('result.yes', { count: document.totalTrue })} · ${t('result.no', { count: document.totalFalse })}`,
    sections: t('result.sections'),
    legend: t('result.legend'),
    question: t('result.question'),
    answer: t('result.answer'),
    proof: t('result.proof'),
    comment: t('result.comment'),
    statusOf: (status) => t(`result.${status}`),
    yes: t('result.yesShort'),
    no: t('result.noShort'),
    none: t('result.none'),
    page: (current, total) => t('result.pdfPage', { current, total }),
  };
}
