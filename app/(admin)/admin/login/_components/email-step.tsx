'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { requestAdminCode } from '@/lib/auth/actions';
import { requestCodeSchema } from '@/lib/auth/schema';

type EmailStepProps = { defaultEmail: string; onSent: (email: string) => void; onError: (message: string) => void };

export function EmailStep({ defaultEmail, onSent, onError }: EmailStepProps) {
  const t = useTranslations();
  const form = useForm({ resolver: zodResolver(requestCodeSchema), defaultValues: { email: defaultEmail } });
  const fieldError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    onError('');
    const result = await requestAdminCode(values);
    if (result.ok) onSent(result.data.email);
    else onError(t(result.error));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor="admin-email" className="mb-1 block text-sm font-medium text-ink">
          {t('auth.login.email')}
        </label>
        <input
          id="admin-email"
          type="email"
          autoComplete="email"
          autoFocus
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'admin-email-error' : undefined}
          {...form.register('email')}
          className="w-full rounded-md border border-gray-400 px-3 py-2 text-ink focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-dark"
        />
        {fieldError && (
          <p id="admin-email-error" className="mt-1 text-sm text-red-700">
            {t(fieldError)}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="w-full rounded-md bg-brand-dark px-4 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-70"
      >
        {form.formState.isSubmitting ? t('auth.login.sending') : t('auth.login.sendCode')}
      </button>
    </form>
  );
}
