'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { notifyError } from '@/components/admin/notify';
import type { RespondentAnswer, RespondentRow } from '@/lib/assessment/admin-respondents';

import { AnswerSections } from './answer-sections';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; answer: RespondentAnswer };

/** The details modal: the summary and one table per section, read from `GET /api/get/assessment-answer`. */
export function RespondentDialog({ respondent, onClose }: { respondent: RespondentRow; onClose: () => void }) {
  const t = useTranslations('admin.assessment.respondents');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    dialog.current?.showModal();
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
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90vh] w-full max-w-5xl rounded-lg p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="space-y-6 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-ink">
            {t('dialogTitle', { name: respondent.name })}
          </h2>
          <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-2">
            {t('close')}
          </button>
        </div>
        {loaded.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
        {loaded.status === 'failed' ? <p role="alert" className="text-red-700">{t('loadFailed')}</p> : null}
        {loaded.status === 'loaded' ? <AnswerSections answer={loaded.answer} /> : null}
      </div>
    </dialog>
  );
}
