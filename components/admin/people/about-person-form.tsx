'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useErrorText } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import { createAboutPerson, updateAboutPerson } from '@/lib/about/actions';
import type { AdminAboutPerson } from '@/lib/about/queries';
import { type AboutCategory, type AboutPersonInput, aboutPersonSchema } from '@/lib/about/schema';

import { ABOUT_FIELDS, FIELD_LABELS } from './about-fields';

/** Lets a screen replace the plain picture upload (the auditor screen offers default pictures too). */
export type ProfilePicker = (props: { value: string; error?: string; onChange: (key: string) => void }) => ReactNode;

type AboutPersonFormProps = {
  category: AboutCategory;
  /** The entry being edited; null in add mode. */
  person: AdminAboutPerson | null;
  onSaved: () => void;
  onBack: () => void;
  profilePicker?: ProfilePicker;
};

function initialValues(category: AboutCategory, person: AdminAboutPerson | null): AboutPersonInput {
  const text = (field: keyof AdminAboutPerson) => String(person?.[field] ?? '');
  const values = Object.fromEntries(ABOUT_FIELDS[category].map((field) => [field, text(field)]));

  return { ...values, about_category: category, profile: person?.profile_key ?? '' } as AboutPersonInput;
}

/** Modes B to D (and the auditor form): one form per category with the seeds' fields, in add or edit mode. */
export function AboutPersonForm({ category, person, onSaved, onBack, profilePicker }: AboutPersonFormProps) {
  const t = useTranslations('admin.organisation');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const [previewUrl, setPreviewUrl] = useState(person?.profile);
  const form = useForm<AboutPersonInput>({
    resolver: zodResolver(aboutPersonSchema),
    defaultValues: initialValues(category, person),
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (field: string) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[field]?.message;

    return message ? errorText(message) : undefined;
  };
  const profile = useWatch({ control: form.control, name: 'profile' });
  const setProfile = (key: string) => form.setValue('profile', key, { shouldValidate: form.formState.isSubmitted });

  const onSubmit = useActionSubmit(form, {
    save: async (values) =>
      person ? await updateAboutPerson({ ...values, id: person.id }) : await createAboutPerson(values),
    onSaved: () => {
      notifySuccess(t('saved'));
      onSaved();
      router.refresh();
    },
    failureText: (reason) => t('saveFailed', { error: reason }),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">
          {person ? t(`about.editTitle.${category}`) : t(`about.addTitle.${category}`)}
        </h2>
        <button type="button" onClick={onBack} className="rounded border border-gray-300 px-4 py-2">
          {common('back')}
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {ABOUT_FIELDS[category].map((field) => (
          <TextField
            key={field}
            label={t(`about.${FIELD_LABELS[field]}`)}
            type={field === 'email' ? 'email' : 'text'}
            error={fieldError(field)}
            {...form.register(field as keyof AboutPersonInput)}
          />
        ))}
      </div>
      {profilePicker ? (
        profilePicker({ value: profile, error: fieldError('profile'), onChange: setProfile })
      ) : (
        <UploadField
          kind="image"
          label={t('about.profile')}
          value={profile}
          previewUrl={previewUrl}
          error={fieldError('profile')}
          onChange={(file) => {
            setProfile(file?.key ?? '');
            setPreviewUrl(file?.url);
          }}
        />
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? common('saving') : person ? common('edit') : common('add')}
      </button>
    </form>
  );
}
