'use client';

import { useTranslations } from 'next-intl';

import { datedFileName, downloadElementAsPng } from '@/components/assessment/export-element';

import { ExportButton } from './export-button';

/** Downloads the result poster, as drawn on the page, as a dated PNG (seeds 4, 9). */
export function PosterButton({ targetId }: { targetId: string }) {
  const t = useTranslations('member-assessment.result');

  return (
    <ExportButton
      label={t('downloadPoster')}
      busyLabel={t('drawing')}
      failedLabel={t('exportFailed')}
      save={async () => {
        const element = document.getElementById(targetId);
        if (!element) throw new Error(`#${targetId} is not on the page`);
        await downloadElementAsPng(element, datedFileName('mining-assessment-poster', 'png'));
      }}
    />
  );
}
