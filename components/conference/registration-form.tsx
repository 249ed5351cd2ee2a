'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/forms/text-field';
import { useTimedSuccess } from '@/components/forms/use-timed-success';
import { createRegistration } from '@/lib/conference/sign-up/actions';
import { REGISTRATION_SUCCESS_MS } from '@/lib/conference/sign-up/limits';
import {
  EMPTY_REGISTRATION,
  isRegistrationField,
  type Registration,
  type RegistrationInput,
  registrationAlert,
  registrationSchema,
} from '@/lib/conference/sign-up/schema';

const ID_PREFIX = 'registration';
const TEXT_FIELDS = [
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'first_name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', type: 'text', autoComplete: 'family-name' },
] as const;
const CONTACT_FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', type: 'tel', autoComplete: 'tel' },
] as const;

type CountryOption = { code: string; name: string };

/**
 * The conference registration (seeds 4, 5): idle, submitted with the missing fields marked and the seeds'
 * message, sending, then success for 10 seconds. What was typed stays after any failure.
 */
export function RegistrationForm({ countries }: { countries: readonly CountryOption[] }) {
  const t = useTranslations();
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: EMPTY_REGISTRATION,
  });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState('');
  const success = useTimedSuccess(REGISTRATION_SUCCESS_MS);

  const fieldError = (field: keyof RegistrationInput) => {
    const key = errors[field]?.message;

    return key ? t(key) : undefined;
  };
  const alertKey = registrationAlert(
    Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])),
  );
  const alert = alertKey ? t(alertKey) : serverError;
  const label = (field: keyof RegistrationInput) => t(`conference.register.${field}`);
  const textField = ({ name, type, autoComplete }: (typeof TEXT_FIELDS | typeof CONTACT_FIELDS)[number]) => (
    <TextField
      key={name}
      idPrefix={ID_PREFIX}
      label={label(name)}
      requiredLabel={t('conference.register.required')}
      type={type}
      autoComplete={autoComplete}
      error={fieldError(name)}
      registration={form.register(name)}
    />
  );
  const countryError = fieldError('country');

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    success.hide();
    const result = await createRegistration(values).catch(() => null);
    if (result?.ok) {
      form.reset(EMPTY_REGISTRATION);
      success.show();
      return;
    }
    setServerError(t(result?.error ?? 'errors.serverError'));
    for (const [field, messages] of Object.entries(result?.fieldErrors ?? {})) {
      const message = messages?.[0];
      if (message && isRegistrationField(field)) form.setError(field, { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="register-title" className="reg">
      {alert ? <p role="alert">{alert}</p> : null}
      <div role="status" className={success.isShown ? 'reg-ok' : 'sr-only'}>
        {success.isShown ? t('conference.register.success') : ''}
      </div>
      <div className="reg-grid">
        {TEXT_FIELDS.map(textField)}
        <div>
          <label htmlFor={`${ID_PREFIX}-country`}>
            {label('country')} <span>{t('conference.register.required')}</span>
          </label>
          <select
            id={`${ID_PREFIX}-country`}
            autoComplete="country"
            aria-required="true"
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${ID_PREFIX}-country-error` : undefined}
            {...form.register('country')}
          >
            <option value="">{t('conference.register.countryPlaceholder')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {countryError ? <p id={`${ID_PREFIX}-country-error`}>{countryError}</p> : null}
        </div>
        {CONTACT_FIELDS.map(textField)}
      </div>
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('conference.register.sending') : t('conference.register.submit')}
      </button>
    </form>
  );
}
