'use client';

import { useTranslations } from 'next-intl';

import { LoadedDialog, useDialogData } from '@/components/admin/loaded-dialog';
import type { RespondentAnswer, RespondentRow } from '@/lib/assessment/admin-respondents';

import { AnswerSections } from './answer-sections';

/** The details modal: the summary and one table per section, read from `GET /api/get/assessment-answer`. */
export function RespondentDialog({ respondent, onClose }: { respondent: RespondentRow; onClose: () => void }) {
  const t = useTranslations('admin.assessment.respondents');
  const loaded = useDialogData(`/api/get/assessment-answer?id=${respondent.id}`, (body) => body as RespondentAnswer);

  return (
    <LoadedDialog title={t('dialogTitle', { name: respondent.name })} loaded={loaded} onClose={onClose}>
      {(answer) => <AnswerSections answer={answer} />}
    </LoadedDialog>
  );
}
