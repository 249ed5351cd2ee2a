'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { FormActions } from '@/components/admin/form-actions';
import { showFieldErrors } from '@/components/admin/library/field-errors';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useErrorText, useFieldMessage } from '@/components/admin/use-error-text';
import { createEdition, updateEdition } from '@/lib/conference/editions/actions';
import type { AdminEdition } from '@/lib/conference/editions/queries';
import { DEFAULT_TIME_ZONE, type EditionInput, editionSchema, type EditionValues } from '@/lib/conference/editions/schema';

import { SelectField } from '@/components/admin/select-field';

type EditionFormProps = { edition: AdminEdition | null; timeZones: string[]; onDone: () => void };

const EMPTY: EditionInput = { name: '', name_en: '', year: '', starts_on: '', ends_on: '', venue: '', venue_en: '', time_zone: DEFAULT_TIME_ZONE };

/** Add mode without an edition, edit mode with one; what was typed stays in the form when the save fails. */
export function EditionForm({ edition, timeZones, onDone }: EditionFormProps) {
  const t = useTranslations('admin.weekEditions.editions');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<EditionInput, unknown, EditionValues>({ resolver: zodResolver(editionSchema), defaultValues: edition ?? EMPTY });
  const { errors, isSubmitting } = form.formState;
  const message = useFieldMessage();
  const { setFocus } = form;

  // Editing starts at the form's first field, which also scrolls it into view wherever the row's button was.
  useEffect(() => {
    if (edition) setFocus('name');
  }, [edition, setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = edition ? await updateEdition({ ...values, id: edition.id }) : await createEdition(values);
    if (!result.ok) {
      showFieldErrors(form.setError, form.getValues(), result.fieldErrors);

      return notifyError(common('errorWith', { error: errorText(result.error) }));
    }
    notifySuccess(edition ? common('saved') : t('created'));
    form.reset(EMPTY);
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 self-start rounded-lg border border-gray-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{edition ? t('editTitle', { year: edition.year }) : t('addTitle')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.name')} error={message(errors.name?.message)} className="sm:col-span-2" {...form.register('name')} />
        <TextField label={t('fields.nameEn')} lang="en" error={message(errors.name_en?.message)} className="sm:col-span-2" {...form.register('name_en')} />
        <TextField label={t('fields.year')} type="number" inputMode="numeric" error={message(errors.year?.message)} {...form.register('year')} />
        <SelectField label={t('fields.timeZone')} error={message(errors.time_zone?.message)} {...form.register('time_zone')}>
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.startsOn')} type="date" error={message(errors.starts_on?.message)} {...form.register('starts_on')} />
        <TextField label={t('fields.endsOn')} type="date" error={message(errors.ends_on?.message)} {...form.register('ends_on')} />
        <TextField label={t('fields.venue')} error={message(errors.venue?.message)} {...form.register('venue')} />
        <TextField label={t('fields.venueEn')} lang="en" error={message(errors.venue_en?.message)} {...form.register('venue_en')} />
      </div>
      <FormActions isSubmitting={isSubmitting} submitLabel={edition ? common('save') : common('add')} secondary={edition ? { label: common('cancel'), onClick: onDone } : null} />
    </form>
  );
}
