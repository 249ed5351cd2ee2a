'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/forms/text-field';
import { useTimedSuccess } from '@/components/forms/use-timed-success';
import { createOfficeRequest } from '@/lib/membership-requests/actions';
import { SUCCESS_MESSAGE_MS } from '@/lib/membership/constants';
import {
  EMPTY_OFFICE_REQUEST,
  firstMessageInOrder,
  isOfficeRequestField,
  type OfficeRequest,
  type OfficeRequestInput,
  officeRequestSchema,
  PURPOSE_FIELDS,
} from '@/lib/membership-requests/schema';

const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', type: 'tel', autoComplete: 'tel' },
  { name: 'business_type', type: 'text', autoComplete: undefined },
] as const;

/** The membership request (seeds 4, 5): the first problem in the seeds' order as an alert, plus inline errors. */
export function MembershipForm() {
  const t = useTranslations();
  const form = useForm<OfficeRequestInput, unknown, OfficeRequest>({
    resolver: zodResolver(officeRequestSchema),
    defaultValues: EMPTY_OFFICE_REQUEST,
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState('');
  const success = useTimedSuccess(SUCCESS_MESSAGE_MS);

  const fieldError = (field: keyof OfficeRequestInput) => {
    const key = errors[field]?.message;

    return key ? t(key) : undefined;
  };
  const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
  const firstError = firstMessageInOrder(messages);
  const alert = firstError ? t(firstError) : serverError;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    success.hide();
    const result = await createOfficeRequest(values).catch(() => null);
    if (result?.ok) {
      form.reset(EMPTY_OFFICE_REQUEST);
      success.show();
      return;
    }
    // The typed values stay so the person can send again.
    setServerError(t(result?.error ?? 'errors.serverError'));
    for (const [field, messages] of Object.entries(result?.fieldErrors ?? {})) {
      const message = messages?.[0];
      if (message && isOfficeRequestField(field)) form.setError(field, { message });
    }
  });

  const purposeError = fieldError('member_request');

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="office-request-title"
      className="space-y-5 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="office-request-title" className="text-2xl font-bold">
          {t('membership.form.title')}
        </h2>
        <p className="mt-1 text-muted">{t('membership.form.intro')}</p>
      </div>
      {alert ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {alert}
        </p>
      ) : null}
      <div
        role="status"
        className={success.isShown ? 'rounded-md bg-brand-light px-3 py-2 font-medium text-brand-dark' : 'sr-only'}
      >
        {success.isShown ? t('membership.form.success') : ''}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            idPrefix="office-request"
            label={t(`membership.form.${name}`)}
            requiredLabel={t('membership.form.required')}
            type={type}
            autoComplete={autoComplete}
            error={fieldError(name)}
            registration={form.register(name)}
          />
        ))}
      </div>
      <fieldset aria-describedby={purposeError ? 'office-request-purpose-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">
          {t('membership.form.purpose')} <span className="text-muted">{t('membership.form.required')}</span>
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
          {PURPOSE_FIELDS.map((field) => (
            <label key={field} className="flex items-center gap-2">
              <input
                type="checkbox"
                // The purpose message sits on the first box: re-check it whenever any box changes.
                {...form.register(field, { deps: field === 'member_request' ? [] : ['member_request'] })}
                className="size-5 accent-brand-dark"
              />
              {t(`membership.form.${field}`)}
            </label>
          ))}
        </div>
        {purposeError ? (
          <p id="office-request-purpose-error" className="mt-1 text-sm text-red-700">
            {purposeError}
          </p>
        ) : null}
      </fieldset>
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex items-center gap-2 rounded-md bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
          />
        ) : null}
        {isSubmitting ? t('membership.form.sending') : t('membership.form.submit')}
      </button>
    </form>
  );
}
