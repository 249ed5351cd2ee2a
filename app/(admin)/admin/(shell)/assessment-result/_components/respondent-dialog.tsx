'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { ModalDialog } from '@/components/admin/modal-dialog';
import { notifyError } from '@/components/admin/notify';
import type { RespondentAnswer, RespondentRow } from '@/lib/assessment/admin-respondents';

import { AnswerSections } from './answer-sections';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; answer: RespondentAnswer };

/** The details modal: the summary and one table per section, read from `GET /api/get/assessment-answer`. */
export function RespondentDialog({ respondent, onClose }: { respondent: RespondentRow; onClose: () => void }) {
  const t = useTranslations('admin.assessment.respondents');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/get/assessment-answer?id=${respondent.id}`, { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setLoaded({ status: 'loaded', answer: (await response.json()) as RespondentAnswer });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'failed' });
        notifyError(t('loadFailed'));
      });

    return () => controller.abort();
  }, [respondent.id, t]);

  return (
    <ModalDialog
      isOpen
      title={t('dialogTitle', { name: respondent.name })}
      onClose={onClose}
      className="max-h-[90vh] max-w-5xl"
      titleAside={
        <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-2">
          {t('close')}
        </button>
      }
    >
      {loaded.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {loaded.status === 'failed' ? <p role="alert" className="text-red-700">{t('loadFailed')}</p> : null}
      {loaded.status === 'loaded' ? <AnswerSections answer={loaded.answer} /> : null}
    </ModalDialog>
  );
}
