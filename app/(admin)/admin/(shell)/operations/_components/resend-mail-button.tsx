'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { resendMail } from '@/lib/operations/mail-actions';

/** Puts one failed mail back in line; the list is read again so that it leaves the failed ones. */
export function ResendMailButton({ id, to }: { id: number; to: string }) {
  const t = useTranslations();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const resend = () =>
    startTransition(async () => {
      const result = await resendMail({ id });
      if (result.ok) notifySuccess(t('admin.operations.system.mail.resent'));
      else notifyError(t(result.error));
      router.refresh();
    });

  return (
    <button
      type="button"
      className="rounded border border-ink px-2 py-1 text-xs font-medium text-ink hover:bg-ink hover:text-white disabled:opacity-50"
      aria-label={t('admin.operations.system.mail.resendLabel', { to })}
      disabled={isPending}
      onClick={resend}
    >
      {t('admin.operations.system.mail.resend')}
    </button>
  );
}
