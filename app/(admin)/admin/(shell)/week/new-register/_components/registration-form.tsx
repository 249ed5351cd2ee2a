'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useErrorText } from '@/components/admin/use-error-text';
import type { countryOptions } from '@/lib/conference/countries';
import type { EditionChoice } from '@/lib/conference/editions/choices';
import { EMPTY_REGISTRATION } from '@/lib/conference/sign-up/schema';
import { createEditionRegistration } from '@/lib/conference/registrations/actions';
import {
  type EditionRegistration,
  type EditionRegistrationInput,
  editionRegistrationSchema,
} from '@/lib/conference/registrations/schema';

import { SelectField } from '@/components/admin/select-field';

export type CountryOption = ReturnType<typeof countryOptions>[number];
type TextName = 'company' | 'first_name' | 'last_name' | 'email' | 'phone_number';
type RegistrationFormProps = { edition: EditionChoice; countries: readonly CountryOption[]; onBack: () => void };

const TEXT_FIELDS: ReadonlyArray<{ name: TextName; type: 'text' | 'email' | 'tel' }> = [
  { name: 'company', type: 'text' },
  { name: 'first_name', type: 'text' },
  { name: 'last_name', type: 'text' },
];
const CONTACT_FIELDS: ReadonlyArray<{ name: TextName; type: 'text' | 'email' | 'tel' }> = [
  { name: 'email', type: 'email' },
  { name: 'phone_number', type: 'tel' },
];

/** The public form's messages (`conference.register.*`) have back-office wordings under the same last key. */
const adminMessageKey = (key: string): string => `admin.weekRegistrations.form.errors.${key.split('.').pop() ?? ''}`;

/**
 * Seeds 2.3 and 5: company, names, country (Mongolia on top), e-mail and phone, all required; the empty ones are
 * outlined in red after a submit. Saves for the edition selected above; what was typed stays after a failure.
 */
export function RegistrationForm({ edition, countries, onBack }: RegistrationFormProps) {
  const t = useTranslations('admin.weekRegistrations');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const empty = { ...EMPTY_REGISTRATION, event_id: edition.id };
  const form = useForm<EditionRegistrationInput, unknown, EditionRegistration>({
    resolver: zodResolver(editionRegistrationSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (name: keyof EditionRegistrationInput) => {
    const key = errors[name]?.message;

    return key ? errorText(adminMessageKey(key)) : undefined;
  };
  const textField = ({ name, type }: { name: TextName; type: 'text' | 'email' | 'tel' }) => (
    <TextField
      key={name}
      label={t(`columns.${name}`)}
      type={type}
      required
      error={fieldError(name)}
      {...form.register(name)}
    />
  );

  // The form replaces the list: tell screen readers where they are.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = useActionSubmit(form, {
    // The edition selected now, even if it changed after the form opened.
    save: (values) => createEditionRegistration({ ...values, event_id: edition.id }),
    onSaved: () => {
      notifySuccess(t('form.created'));
      form.reset(empty);
      router.refresh();
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="new-registration-title"
      className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-6"
    >
      <h2
        id="new-registration-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {t('form.title', { event: edition.event })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(textField)}
        <SelectField
          label={t('columns.country')}
          placeholder={t('form.countryPlaceholder')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          required
          error={fieldError('country')}
          {...form.register('country')}
        />
        {CONTACT_FIELDS.map(textField)}
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {isSubmitting ? common('saving') : t('form.submit')}
        </button>
        <button type="button" onClick={onBack} className="rounded border border-gray-300 px-5 py-2">
          {common('back')}
        </button>
      </div>
    </form>
  );
}
