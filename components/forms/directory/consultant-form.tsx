'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { TextAreaField } from '@/components/admin/text-area-field';
import { TextField } from '@/components/admin/text-field';
import { registerConsultant } from '@/lib/directory/registration/actions';
import {
  type ConsultantFormInput,
  consultantFormSchema,
  type RegistrantInput,
  type RegistrationMode,
} from '@/lib/directory/registration/schema';
import { addConsultant } from '@/lib/directory/registration/staff-actions';

import { FormButtons } from './form-buttons';
import { FormNotice } from './form-notice';
import { useRegistrationResult } from './use-registration-result';

const EMPTY: ConsultantFormInput = {
  nameMn: '',
  nameEn: '',
  professionMn: '',
  professionEn: '',
  phone: '',
  adviceMn: '',
  adviceEn: '',
};
/** The required fields in the seeds' order of checks, each with its input's language and kind. */
const REQUIRED_FIELDS = [
  { name: 'nameMn', lang: 'mn' },
  { name: 'nameEn', lang: 'en' },
  { name: 'professionMn', lang: 'mn' },
  { name: 'professionEn', lang: 'en' },
  { name: 'phone', lang: undefined },
] as const;
const LABELS = {
  nameMn: 'personNameMn',
  nameEn: 'personNameEn',
  professionMn: 'professionMn',
  professionEn: 'professionEn',
  phone: 'phone',
} as const;

type ConsultantFormProps = {
  mode: RegistrationMode;
  registrant?: RegistrantInput | null;
  onRegistered?: () => void;
  onBack?: () => void;
};

/** Seeds 2.4 consultant engineer form: the public request's step 2 and the staff screen's consultant tab. */
export function ConsultantForm({ mode, registrant, onRegistered, onBack }: ConsultantFormProps) {
  const t = useTranslations('directory-register.form');
  const form = useForm<ConsultantFormInput, unknown, z.output<typeof consultantFormSchema>>({
    resolver: zodResolver(consultantFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const result = useRegistrationResult({
    mode,
    fields: Object.keys(EMPTY),
    setError: form.setError,
    onRegistered,
    onReset: () => form.reset(EMPTY),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = { ...(registrant ?? {}), ...values };
    result.handle(await (mode === 'staff' ? addConsultant(input) : registerConsultant(input)).catch(() => null));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('types.consultant')} className="space-y-5">
      <FormNotice notice={result.notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        {REQUIRED_FIELDS.map(({ name, lang }) => (
          <TextField
            key={name}
            label={t(LABELS[name])}
            lang={lang}
            type={name === 'phone' ? 'tel' : 'text'}
            aria-required="true"
            error={result.text(errors[name]?.message)}
            {...form.register(name)}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={`${t('adviceMn')} ${t('optional')}`}
          lang="mn"
          error={result.text(errors.adviceMn?.message)}
          {...form.register('adviceMn')}
        />
        <TextAreaField
          label={`${t('adviceEn')} ${t('optional')}`}
          lang="en"
          error={result.text(errors.adviceEn?.message)}
          {...form.register('adviceEn')}
        />
      </div>
      <FormButtons isSubmitting={isSubmitting} onBack={onBack} />
    </form>
  );
}
