'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { EditFormFrame } from '@/components/admin/edit-form-frame';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createEdition, updateEdition } from '@/lib/conference/editions/actions';
import type { AdminEdition } from '@/lib/conference/editions/queries';
import {
  DEFAULT_TIME_ZONE,
  type EditionInput,
  editionSchema,
  type EditionValues,
} from '@/lib/conference/editions/schema';

type EditionFormProps = { edition: AdminEdition | null; timeZones: string[]; onDone: () => void };

const EMPTY: EditionInput = {
  name: '',
  name_en: '',
  year: '',
  starts_on: '',
  ends_on: '',
  venue: '',
  venue_en: '',
  time_zone: DEFAULT_TIME_ZONE,
};

/** Add mode without an edition, edit mode with one; editing starts at the first field, wherever the row's button was. */
export function EditionForm({ edition, timeZones, onDone }: EditionFormProps) {
  const t = useTranslations('admin.weekEditions.editions');
  const common = useTranslations('admin.common');
  const form = useForm<EditionInput, unknown, EditionValues>({
    resolver: zodResolver(editionSchema),
    defaultValues: edition ?? EMPTY,
  });
  const { errors } = form.formState;
  const message = useFieldMessage();

  return (
    <EditFormFrame
      form={form}
      titleId="edition-form-title"
      title={edition ? t('editTitle', { year: edition.year }) : t('addTitle')}
      isEditing={edition !== null}
      focusOnEdit="name"
      save={(values) => (edition ? updateEdition({ ...values, id: edition.id }) : createEdition(values))}
      savedText={edition ? common('saved') : t('created')}
      onSaved={() => {
        form.reset(EMPTY);
        onDone();
      }}
      submitLabel={edition ? common('save') : common('add')}
      secondary={edition ? { label: common('cancel'), onClick: onDone } : null}
      className="self-start"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          error={message(errors.name?.message)}
          className="sm:col-span-2"
          {...form.register('name')}
        />
        <TextField
          label={t('fields.nameEn')}
          lang="en"
          error={message(errors.name_en?.message)}
          className="sm:col-span-2"
          {...form.register('name_en')}
        />
        <TextField
          label={t('fields.year')}
          type="number"
          inputMode="numeric"
          error={message(errors.year?.message)}
          {...form.register('year')}
        />
        <SelectField
          label={t('fields.timeZone')}
          error={message(errors.time_zone?.message)}
          {...form.register('time_zone')}
        >
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('fields.startsOn')}
          type="date"
          error={message(errors.starts_on?.message)}
          {...form.register('starts_on')}
        />
        <TextField
          label={t('fields.endsOn')}
          type="date"
          error={message(errors.ends_on?.message)}
          {...form.register('ends_on')}
        />
        <TextField label={t('fields.venue')} error={message(errors.venue?.message)} {...form.register('venue')} />
        <TextField
          label={t('fields.venueEn')}
          lang="en"
          error={message(errors.venue_en?.message)}
          {...form.register('venue_en')}
        />
      </div>
    </EditFormFrame>
  );
}
