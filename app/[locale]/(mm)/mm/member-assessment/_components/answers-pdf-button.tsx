'use client';

import { useTranslations } from 'next-intl';

import { datedFileName } from '@/components/assessment/export-element';
import type { AnswersDocument } from '@/lib/assessment/answers-document';
import type { AnswersPdfLabels } from '@/lib/assessment/answers-pdf-layout';

import { ExportButton } from './export-button';

/** Exports the member's answers as a dated text PDF (seeds 4, 9); the PDF code and its font load on the click. */
export function AnswersPdfButton({ answers }: { answers: AnswersDocument }) {
  const t = useTranslations('member-assessment');
  const labels: AnswersPdfLabels = {
    title: `${t('title')} — ${t('result.answers')}`,
    date: t('result.date', { date: answers.date }),
    overall: `${t('result.overall')}: ${answers.mainPercentage}% · ${t('result.yes', { count: answers.totalTrue })} · ${t('result.no', { count: answers.totalFalse })}`,
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

  return (
    <ExportButton
      label={t('result.downloadPdf')}
      busyLabel={t('result.drawing')}
      failedLabel={t('result.exportFailed')}
      save={async () => {
        const { downloadAnswersPdf } = await import('@/components/assessment/answers-pdf');
        await downloadAnswersPdf(answers, labels, datedFileName('mining-assessment', 'pdf'));
      }}
    />
  );
}
