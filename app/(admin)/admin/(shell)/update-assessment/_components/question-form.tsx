'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionFailure } from '@/components/admin/use-action-failure';
import { useErrorText } from '@/components/admin/use-error-text';
import { createAssessmentQuestion, updateAssessmentQuestion } from '@/lib/assessment/admin-actions';
import type { AdminQuestion } from '@/lib/assessment/admin-questions';
import { CID_PATTERN, type QuestionInput, questionSchema } from '@/lib/assessment/admin-schema';
import { parentCidOf } from '@/lib/assessment/cid';

import { TextAreaField } from '@/components/admin/text-area-field';
import { useIndexCheck } from './use-index-check';

const CID_TAKEN = 'admin.assessment.questions.cidTaken';
/** Ask the server about an index once typing pauses, not at every key. */
const CHECK_DELAY_MS = 300;

type QuestionFormProps = {
  /** The question being edited; null in add mode (seeds 4: add when no id, edit when an id exists). */
  question: AdminQuestion | null;
  onSaved: () => void;
  onBack: () => void;
};

/** Mode C: the index with its inline message, the question in Mongolian and English, add or edit. */
export function QuestionForm({ question, onSaved, onBack }: QuestionFormProps) {
  const t = useTranslations('admin.assessment.questions');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<QuestionInput>({
    resolver: zodResolver(questionSchema),
    mode: 'onTouched',
    defaultValues: {
      cid: question?.cid ?? '',
      question: question?.question ?? '',
      questionEn: question?.questionEn ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const reportFailure = useActionFailure(form.setError);
  const cid = useWatch({ control: form.control, name: 'cid' }).trim();
  const index = useIndexCheck(question?.cid ?? null);
  const { check } = index;

  useEffect(() => {
    const timer = setTimeout(() => void check(cid), CHECK_DELAY_MS);

    return () => clearTimeout(timer);
  }, [cid, check]);

  const isTaken = index.state.status === 'taken' && index.state.cid === cid;
  const cidError = errors.cid?.message ? errorText(errors.cid.message) : isTaken ? t('cidTaken') : undefined;
  const pid = CID_PATTERN.test(cid) ? parentCidOf(cid) : undefined;

  const onSubmit = form.handleSubmit(
    async (values) => {
      // Seeds 5: save is blocked while the index shows an error; the server checks again in any case.
      if ((await check(values.cid)) === 'taken') return notifyError(t('blocked'));
      const result = question
        ? await updateAssessmentQuestion({ ...values, id: question.id })
        : await createAssessmentQuestion(values);
      if (!result.ok) {
        if (result.error === CID_TAKEN) void check(values.cid);

        return reportFailure(result);
      }
      notifySuccess(common('saved'));
      onSaved();
      router.refresh();
    },
    (invalid) => {
      if (invalid.cid || isTaken) notifyError(t('blocked'));
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{question ? t('editTitle') : t('addTitle')}</h2>
      <TextField
        label={t('cid')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="7.4.1"
        error={cidError}
        {...form.register('cid')}
      />
      <p className="text-sm text-gray-700" aria-live="polite">
        {index.state.status === 'checking' ? t('checking') : index.state.status === 'failed' ? t('checkFailed') : null}
        {index.state.status !== 'checking' && index.state.status !== 'failed' && pid !== undefined
          ? pid
            ? t('pidPreview', { pid })
            : t('pidNone')
          : null}
      </p>
      <TextAreaField
        label={t('question')}
        error={errors.question?.message ? errorText(errors.question.message) : undefined}
        {...form.register('question')}
      />
      <TextAreaField
        label={t('questionEn')}
        lang="en"
        error={errors.questionEn?.message ? errorText(errors.questionEn.message) : undefined}
        {...form.register('questionEn')}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {isSubmitting ? common('saving') : question ? common('edit') : common('add')}
        </button>
        <button type="button" onClick={onBack} className="rounded border border-gray-300 px-5 py-2">
          {common('back')}
        </button>
      </div>
    </form>
  );
}
