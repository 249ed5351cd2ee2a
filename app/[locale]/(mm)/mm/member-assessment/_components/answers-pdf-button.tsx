'use client';

import { useLocale, useTranslations } from 'next-intl';

import { datedFileName } from '@/components/assessment/export-element';
import type { AnswersDocument } from '@/lib/assessment/answers-document';
import { localeOrDefault } from '@/lib/i18n/routing';

import { ExportButton } from './export-button';

/** Exports the member's answers as a dated text PDF (seeds 4, 9); the PDF code, its texts and its font load on the click. */
export function AnswersPdfButton({ answers }: { answers: AnswersDocument }) {
  const t = useTranslations('member-assessment.result');
  const locale = localeOrDefault(useLocale());

  return (
    <ExportButton
      label={t('downloadPdf')}
      busyLabel={t('drawing')}
      failedLabel={t('exportFailed')}
      save={async () => {
        const { downloadAnswersPdf } = await import('@/components/assessment/answers-pdf');
        await downloadAnswersPdf(answers, locale, datedFileName('mining-assessment', 'pdf'));
      }}
    />
  );
}
