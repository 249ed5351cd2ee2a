'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { TextAreaField } from '@/components/admin/text-area-field';
import { TextField } from '@/components/admin/text-field';
import { registerCompany } from '@/lib/directory/registration/actions';
import type { CategoryOption } from '@/lib/directory/registration/categories';
import { companyFormData } from '@/lib/directory/registration/form-data';
import {
  type CompanyFormInput,
  companyFormSchema,
  LIST_FIELDS,
  type RegistrantInput,
  type RegistrationMode,
} from '@/lib/directory/registration/schema';
import { addCompany } from '@/lib/directory/registration/staff-actions';

import { CategoryRows, EMPTY_CATEGORY } from './category-rows';
import { FormButtons } from './form-buttons';
import { FormNotice } from './form-notice';
import { ListRows } from './list-rows';
import { useRegistrationResult } from './use-registration-result';

const EMPTY: CompanyFormInput = {
  categories: [EMPTY_CATEGORY],
  image: undefined,
  nameMn: '',
  nameEn: '',
  registrationNumber: '',
  emails: [''],
  phones: [''],
  faxes: [''],
  websites: [''],
  addressMn: '',
  addressEn: '',
  aboutMn: '',
  aboutEn: '',
};
const TEXT_AREAS = ['addressMn', 'addressEn', 'aboutMn', 'aboutEn'] as const;

export type CompanyFormProps = {
  categories: readonly CategoryOption[];
  /** public: a request with its registrant (step 1), for review; staff: published at once (/admin/yellow/add). */
  mode: RegistrationMode;
  registrant?: RegistrantInput | null;
  onRegistered?: () => void;
  onBack?: () => void;
};

/** Seeds 2.4 company form, the public request's step 2 and the staff screen's company tab alike. */
export function CompanyForm({ categories, mode, registrant, onRegistered, onBack }: CompanyFormProps) {
  const t = useTranslations('directory-register.form');
  const form = useForm<CompanyFormInput, unknown, z.output<typeof companyFormSchema>>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  // A new key empties the file input, which holds its file outside the form's values.
  const [logoInput, setLogoInput] = useState(0);
  const result = useRegistrationResult({
    mode,
    fields: Object.keys(EMPTY),
    setError: form.setError,
    onRegistered,
    onReset: () => {
      form.reset(EMPTY);
      setLogoInput((count) => count + 1);
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const formData = companyFormData({ ...(registrant ?? {}), ...values });
    result.handle(await (mode === 'staff' ? addCompany(formData) : registerCompany(formData)).catch(() => null));
  });
  const field = (name: 'nameMn' | 'nameEn' | 'registrationNumber') => (
    <TextField
      label={t(name)}
      error={result.text(errors[name]?.message)}
      aria-required="true"
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('types.company')} className="space-y-5">
      <FormNotice notice={result.notice} />
      <CategoryRows control={form.control} categories={categories} text={result.text} />
      <TextField
        key={logoInput}
        type="file"
        label={t('logo')}
        accept="image/jpeg,image/png"
        aria-required="true"
        error={result.text(errors.image?.message)}
        onChange={(event) => {
          form.setValue('image', event.target.files?.[0]);
          form.clearErrors('image');
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('nameMn')}
        {field('nameEn')}
        {field('registrationNumber')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {LIST_FIELDS.map((name) => (
          <ListRows key={name} control={form.control} name={name} text={result.text} />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_AREAS.map((name) => (
          <TextAreaField
            key={name}
            label={`${t(name)} ${t('optional')}`}
            lang={name.endsWith('En') ? 'en' : 'mn'}
            error={result.text(errors[name]?.message)}
            {...form.register(name)}
          />
        ))}
      </div>
      <FormButtons isSubmitting={isSubmitting} onBack={onBack} />
    </form>
  );
}
