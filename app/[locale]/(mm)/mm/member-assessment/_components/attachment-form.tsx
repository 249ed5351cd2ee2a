'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { ERROR_MESSAGE_MS } from '@/lib/assessment/member-constants';
import { MEMBER_FILE_ACCEPT } from '@/lib/assessment/member-file-rules';

import { callMemberApi, messageOf } from './member-api';
import { useTimedMessage } from '@/components/forms/use-timed-message';

const FILE_FIELDS = ['official_document', 'form'] as const;
type FileField = (typeof FILE_FIELDS)[number];
const LABEL_KEYS = { official_document: 'officialDocument', form: 'form' } as const;

/** The attachment stage (seeds 4, 5): official document and form both required, publication consent on by default. */
export function AttachmentForm({ resultId, answerId }: { resultId: number; answerId: number }) {
  const t = useTranslations('member-assessment.attachments');
  const locale = useLocale();
  const router = useRouter();
  const [files, setFiles] = useState<Record<FileField, File | null>>({ official_document: null, form: null });
  const [publication, setPublication] = useState(true);
  const [isSending, setIsSending] = useState(false);
  const [error, showError] = useTimedMessage(ERROR_MESSAGE_MS);
  const isReady = FILE_FIELDS.every((field) => files[field] !== null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isReady) return;
    const body = new FormData();
    for (const field of FILE_FIELDS) body.set(field, files[field] as File);
    body.set('publication', String(publication));
    body.set('result_id', String(resultId));
    body.set('answer_id', String(answerId));
    setIsSending(true);
    const sent = await callMemberApi(`/api/insert/attachment?lang=${locale}`, { method: 'POST', body });
    if (sent.status === 200) {
      router.refresh();

      return;
    }
    setIsSending(false);
    showError(`${t('failed')} ${messageOf(sent.body)}`.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="member-attachments-title" className="space-y-4 rounded-lg border border-gray-200 p-5 print:hidden">
      <h2 id="member-attachments-title" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <p className="text-muted">{t('intro')}</p>
      {FILE_FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={`attachment-${field}`} className="block text-sm font-medium text-ink">
            {t(LABEL_KEYS[field])} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`attachment-${field}`}
            type="file"
            required
            accept={MEMBER_FILE_ACCEPT}
            aria-describedby={files[field] ? undefined : `attachment-${field}-required`}
            onChange={(event) => setFiles((current) => ({ ...current, [field]: event.target.files?.[0] ?? null }))}
            className="mt-1 block w-full text-sm"
          />
          {files[field] ? null : (
            <p id={`attachment-${field}-required`} className="mt-1 text-sm text-red-700">
              {t('required')}
            </p>
          )}
        </div>
      ))}
      <label className="flex items-center gap-2 text-ink">
        <input type="checkbox" checked={publication} onChange={(event) => setPublication(event.target.checked)} className="size-4 accent-brand-dark" />
        {t('publication')}
      </label>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={!isReady || isSending}
        className="rounded-md bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
