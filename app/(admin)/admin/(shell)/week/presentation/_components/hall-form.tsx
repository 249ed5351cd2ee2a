'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { EditFormFrame } from '@/components/admin/edit-form-frame';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createHall, updateHall } from '@/lib/conference/schedule/halls/actions';
import type { AdminHall } from '@/lib/conference/schedule/halls/queries';
import { type HallInput, hallSchema } from '@/lib/conference/schedule/halls/schema';

type HallFormProps = { eventId: number; hall: AdminHall | null; onDone: () => void };

/** Add a hall to the edition (it goes last) or rename one; both names are required. */
export function HallForm({ eventId, hall, onDone }: HallFormProps) {
  const t = useTranslations('admin.weekAgenda.halls');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const empty: HallInput = { event_id: eventId, hall_name: '', hall_name_en: '' };
  const form = useForm<HallInput>({
    resolver: zodResolver(hallSchema),
    defaultValues: hall ? { event_id: eventId, hall_name: hall.hall_name, hall_name_en: hall.hall_name_en } : empty,
  });
  const { errors } = form.formState;

  return (
    <EditFormFrame
      form={form}
      titleId="hall-form-title"
      title={hall ? t('editTitle') : t('addTitle')}
      headingLevel={3}
      isEditing={hall !== null}
      save={(values) => (hall ? updateHall({ ...values, id: hall.id }) : createHall(values))}
      onSaved={() => {
        form.reset(empty);
        onDone();
      }}
      submitLabel={hall ? common('save') : common('add')}
      secondary={hall ? { label: common('cancel'), onClick: onDone } : null}
      className="self-start"
    >
      <TextField label={t('name')} error={message(errors.hall_name?.message)} {...form.register('hall_name')} />
      <TextField label={t('nameEn')} error={message(errors.hall_name_en?.message)} {...form.register('hall_name_en')} />
    </EditFormFrame>
  );
}
