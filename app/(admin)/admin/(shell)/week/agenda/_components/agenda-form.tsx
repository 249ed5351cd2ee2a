'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { type Choice, chosenNumber, SelectField } from '@/components/admin/select-field';
import { UploadField } from '@/components/admin/upload-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createAgendaImage, updateAgendaImage } from '@/lib/conference/schedule/agenda/actions';
import type { AdminAgendaRow } from '@/lib/conference/schedule/agenda/queries';
import { type AgendaImageInput, agendaImageSchema } from '@/lib/conference/schedule/agenda/schema';
import { CONFERENCE_LANGUAGES } from '@/lib/conference/schedule/languages';

import { useActionSubmit } from '@/components/admin/use-action-submit';

type AgendaFormProps = { row: AdminAgendaRow | null; days: readonly Choice[]; onSaved: () => void; onBack: () => void };

/**
 * Add mode without a row, edit mode with one (seeds 2.3 and 4): the language first, then the agenda date (offered
 * once a language is chosen), then the jpeg/png page; all three required (seeds 5).
 */
export function AgendaForm({ row, days, onSaved, onBack }: AgendaFormProps) {
  const t = useTranslations('admin.weekAgenda.agenda');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const router = useRouter();
  const form = useForm<AgendaImageInput>({
    resolver: zodResolver(agendaImageSchema),
    defaultValues: { language_id: row?.language_id, event_date_id: row?.event_date_id, image: row?.image_key ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [languageId, image] = useWatch({ control: form.control, name: ['language_id', 'image'] });

  const onSubmit = useActionSubmit(form, {
    save: async (values) =>
      row ? await updateAgendaImage({ ...values, id: row.id }) : await createAgendaImage(values),
    onSaved: () => {
      notifySuccess(common('saved'));
      onSaved();
      router.refresh();
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="agenda-form-title"
      className="max-w-2xl space-y-4 rounded-lg border border-gray-200 bg-white p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="agenda-form-title" className="text-lg font-semibold">
          {row ? t('editTitle') : t('addTitle')}
        </h2>
        <button type="button" onClick={onBack} className="rounded border border-gray-300 px-4 py-2">
          {common('back')}
        </button>
      </div>
      <SelectField
        label={t('language')}
        error={message(errors.language_id?.message)}
        {...form.register('language_id', { setValueAs: chosenNumber })}
      >
        <option value="">{t('chooseLanguage')}</option>
        {CONFERENCE_LANGUAGES.map((language) => (
          <option key={language.id} value={language.id}>
            {language.language}
          </option>
        ))}
      </SelectField>
      {languageId ? (
        <SelectField
          label={t('day')}
          error={message(errors.event_date_id?.message)}
          {...form.register('event_date_id', { setValueAs: chosenNumber })}
        >
          <option value="">{t('chooseDay')}</option>
          {days.map((day) => (
            <option key={day.id} value={day.id}>
              {day.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <UploadField
        kind="image"
        label={t('image')}
        value={image}
        previewUrl={row?.agenda_image}
        error={message(errors.image?.message)}
        onChange={(file) => form.setValue('image', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? common('saving') : row ? common('save') : common('add')}
      </button>
    </form>
  );
}
