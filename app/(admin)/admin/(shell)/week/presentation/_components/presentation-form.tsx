'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormActions } from '@/components/admin/form-actions';
import { notifySuccess } from '@/components/admin/notify';
import { type Choice, chosenNumber, SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { UploadField } from '@/components/admin/upload-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createPresentation, updatePresentation } from '@/lib/conference/schedule/presentations/actions';
import type { AdminPresentation } from '@/lib/conference/schedule/presentations/queries';
import { type PresentationInput, presentationSchema } from '@/lib/conference/schedule/presentations/schema';

import { useActionSubmit } from '@/components/admin/use-action-submit';

type PresentationFormProps = {
  days: readonly Choice[];
  halls: readonly Choice[];
  /** The day and hall whose list is shown: a new presentation starts there. */
  place: { dayId: number; hallId: number };
  presentation: AdminPresentation | null;
  onSaved: (place: { dayId: number; hallId: number }) => void;
  onCancel: () => void;
};

/** Add a presentation (it goes last in its day and hall) or edit one, with its PDF; every field is required. */
export function PresentationForm({ days, halls, place, presentation, onSaved, onCancel }: PresentationFormProps) {
  const t = useTranslations('admin.weekAgenda.presentations');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const empty: PresentationInput = {
    event_date_id: place.dayId,
    hall_id: place.hallId,
    present_name: '',
    present_name_en: '',
    document: '',
  };
  const form = useForm<PresentationInput>({
    resolver: zodResolver(presentationSchema),
    defaultValues: presentation
      ? {
          ...empty,
          event_date_id: presentation.event_date_id,
          hall_id: presentation.hall_id,
          present_name: presentation.present_name,
          present_name_en: presentation.present_name_en,
          document: presentation.document_key,
        }
      : empty,
  });
  // The address of the PDF the form holds, so that the person can open what they uploaded.
  const [documentUrl, setDocumentUrl] = useState(presentation?.present_url);
  const { errors, isSubmitting } = form.formState;
  const documentKey = useWatch({ control: form.control, name: 'document' });

  const onSubmit = useActionSubmit(form, {
    save: async (values) =>
      presentation ? await updatePresentation({ ...values, id: presentation.id }) : await createPresentation(values),
    onSaved: (_data, values) => {
      notifySuccess(common('saved'));
      onSaved({ dayId: values.event_date_id, hallId: values.hall_id });
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="presentation-form-title"
      className="space-y-4 self-start rounded-lg border border-gray-200 bg-white p-6"
    >
      <h3 id="presentation-form-title" className="text-lg font-semibold">
        {presentation ? t('editTitle') : t('addTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('day')}
          error={message(errors.event_date_id?.message)}
          {...form.register('event_date_id', { setValueAs: chosenNumber })}
        >
          {days.map((day) => (
            <option key={day.id} value={day.id}>
              {day.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('hall')}
          error={message(errors.hall_id?.message)}
          {...form.register('hall_id', { setValueAs: chosenNumber })}
        >
          {halls.map((hall) => (
            <option key={hall.id} value={hall.id}>
              {hall.label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label={t('name')} error={message(errors.present_name?.message)} {...form.register('present_name')} />
      <TextField
        label={t('nameEn')}
        error={message(errors.present_name_en?.message)}
        {...form.register('present_name_en')}
      />
      <UploadField
        kind="pdf"
        label={t('document')}
        value={documentKey}
        previewUrl={documentUrl}
        error={message(errors.document?.message)}
        onChange={(file) => {
          setDocumentUrl(file?.url);
          form.setValue('document', file?.key ?? '', { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={presentation ? common('save') : common('add')}
        secondary={presentation ? { label: common('cancel'), onClick: onCancel } : null}
      />
    </form>
  );
}
