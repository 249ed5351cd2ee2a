'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';

import { NOTICE_MS, notifyError, notifySuccess } from '@/components/admin/notify';
import { TextAreaField } from '@/components/admin/text-area-field';
import { useErrorText } from '@/components/admin/use-error-text';
import { reviewRequest } from '@/lib/directory/admin/actions/review-request';
import { reviewSchema } from '@/lib/directory/admin/form-schema';
import type { RequestType } from '@/lib/directory/admin/schema';

/** Approve, or reject with a reason (needed, mailed to the registrant); the list reloads without the request. */
export function ReviewActions({ type, id, onDone }: { type: RequestType; id: number; onDone: () => void }) {
  const t = useTranslations('admin.yellow.request');
  const errorText = useErrorText();
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [isBusy, startTransition] = useTransition();

  const decide = (decision: 'approve' | 'reject') => {
    const parsed = reviewSchema.safeParse(
      decision === 'approve' ? { type, id, decision } : { type, id, decision, reason },
    );
    if (!parsed.success) return setReasonError(errorText(parsed.error.issues[0]?.message ?? 'errors.invalidInput'));
    setReasonError('');
    startTransition(async () => {
      const result = await reviewRequest(parsed.data).catch(() => null);
      if (!result?.ok) return notifyError(errorText(result?.error ?? 'errors.serverError'), NOTICE_MS.success);
      notifySuccess(t(decision === 'approve' ? 'approved' : 'rejected'));
      onDone();
      router.refresh();
    });
  };

  return (
    <div className="space-y-3 border-t border-gray-200 pt-4">
      <TextAreaField
        label={t('reason')}
        value={reason}
        error={reasonError || undefined}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex gap-2">
        <button
          type="button"
          disabled={isBusy}
          onClick={() => decide('approve')}
          className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t('approve')}
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={() => decide('reject')}
          className="rounded bg-red-700 px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t('reject')}
        </button>
      </div>
    </div>
  );
}
