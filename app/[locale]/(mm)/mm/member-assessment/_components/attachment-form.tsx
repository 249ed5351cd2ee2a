'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { ERROR_MESSAGE_MS, MEMBER_ATTACHMENTS_ID } from '@/lib/assessment/member-constants';
import { memberFileProblem } from '@/lib/assessment/member-file-rules';

import { FileField } from './file-field';
import { callMemberApi, messageOf } from './member-api';
import { useTimedMessage } from '@/components/forms/use-timed-message';

const FILE_FIELDS = ['official_document', 'form'] as const;
type FileField = (typeof FILE_FIELDS)[number];
const LABEL_KEYS = { official_document: 'officialDocument', form: 'form' } as const;
const SUBMIT_HINT_ID = 'member-attachments-submit-hint';

/**
 * The attachment stage (seeds 4, 5): official document and form both required, publication consent on by default.
 * Send stays dimmed, saying why, until both files are chosen; pressing it before says which are missing (the
 * seeds' 'Заавал бөглөнө үү!') and takes the person to the first, so nothing is shown in red before they act.
 */
export function AttachmentForm({ resultId, answerId }: { resultId: number; answerId: number }) {
  const t = useTranslations('member-assessment');
  const locale = useLocale();
  const router = useRouter();
  const [files, setFiles] = useState<Record<FileField, File | null>>({ official_document: null, form: null });
  const [refusals, setRefusals] = useState<Record<FileField, string>>({ official_document: '', form: '' });
  const [hasTriedSending, setHasTriedSending] = useState(false);
  const [publication, setPublication] = useState(true);
  const [isSending, setIsSending] = useState(false);
  const [error, showError] = useTimedMessage(ERROR_MESSAGE_MS);
  const isReady = FILE_FIELDS.every((field) => files[field] !== null);

  /** A file the browser can already tell is refused is not kept: the field says why, naming it. */
  const choose = (field: FileField, file: File | null) => {
    const problem = file ? memberFileProblem(file) : null;
    const refusal =
      file && problem
        ? t(problem === 'tooLarge' ? 'assessment.fileTooLarge' : 'assessment.fileWrongType', { name: file.name })
        : '';
    setFiles((current) => ({ ...current, [field]: refusal ? null : file }));
    setRefusals((current) => ({ ...current, [field]: refusal }));
  };

  const errorOf = (field: FileField) =>
    refusals[field] || (hasTriedSending && !files[field] ? t('attachments.required') : '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const missing = FILE_FIELDS.find((field) => files[field] === null);
    if (missing) {
      setHasTriedSending(true);
      document.getElementById(`attachment-${missing}`)?.focus();

      return;
    }
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
    showError(`${t('attachments.failed')} ${messageOf(sent.body)}`.trim());
  };

  return (
    <form
      id={MEMBER_ATTACHMENTS_ID}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="member-attachments-title"
      className="scroll-mt-24 space-y-4 rounded-lg border-2 border-amber-500 bg-white p-5 print:hidden"
    >
      <h2 id="member-attachments-title" className="text-xl font-bold text-ink">
        {t('attachments.title')}
      </h2>
      <p className="text-muted">{t('attachments.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FILE_FIELDS.map((field) => (
          <FileField
            key={field}
            id={`attachment-${field}`}
            label={t(`attachments.${LABEL_KEYS[field]}`)}
            file={files[field]}
            error={errorOf(field)}
            onChoose={(file) => choose(field, file)}
            isRequired
          />
        ))}
      </div>
      <label className="flex items-center gap-2 text-ink">
        <input
          type="checkbox"
          checked={publication}
          onChange={(event) => setPublication(event.target.checked)}
          className="size-4 shrink-0 accent-brand-dark"
        />
        {t('attachments.publication')}
      </label>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="submit"
          // Dimmed but pressable (aria-disabled, not disabled): pressing it says which files are missing.
          aria-disabled={!isReady || isSending}
          aria-describedby={isReady ? undefined : SUBMIT_HINT_ID}
          className={`rounded-md px-6 py-2.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark ${
            isReady && !isSending ? 'bg-brand-dark hover:bg-brand' : 'cursor-not-allowed bg-brand-dark opacity-60'
          }`}
        >
          {isSending ? t('attachments.submitting') : t('attachments.submit')}
        </button>
        {isReady ? null : (
          <p id={SUBMIT_HINT_ID} className="text-sm text-muted">
            {t('attachments.submitLocked')}
          </p>
        )}
      </div>
    </form>
  );
}
