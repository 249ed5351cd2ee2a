'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { EditFormFrame } from '@/components/admin/edit-form-frame';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createEventDay, updateEventDay } from '@/lib/conference/programme/event-days/actions';
import type { AdminEventDay } from '@/lib/conference/programme/event-days/queries';
import { type EditionRange, type EventDayInput, eventDaySchema } from '@/lib/conference/programme/event-days/schema';

type EventDayFormProps = {
  eventId: number;
  range: EditionRange;
  day: AdminEventDay | null;
  nextDay: number;
  onDone: () => void;
};

/**
 * A day's number and date. The date picker offers only the edition's dates; the server checks the range and that
 * the number is free again, and its message shows under the field with what was typed kept.
 */
export function EventDayForm({ eventId, range, day, nextDay, onDone }: EventDayFormProps) {
  const t = useTranslations('admin.weekProgramme.eventDates');
  const common = useTranslations('admin.common');
  const titleId = useId();
  const form = useForm<EventDayInput>({
    resolver: zodResolver(eventDaySchema),
    defaultValues: { event_id: eventId, day: day?.day ?? nextDay, event_date: day?.event_date ?? '' },
  });
  const { errors } = form.formState;
  const message = useFieldMessage();

  return (
    <EditFormFrame
      form={form}
      titleId={titleId}
      title={day ? t('editTitle') : t('addTitle')}
      isEditing={day !== null}
      save={(values) => (day ? updateEventDay({ ...values, id: day.id }) : createEventDay(values))}
      savedText={day ? common('saved') : t('added')}
      onSaved={onDone}
      failureText={(reason) => t('saveFailed', { error: reason })}
      submitLabel={day ? common('save') : common('add')}
      secondary={{ label: day ? common('cancel') : common('clear'), onClick: onDone }}
      className="self-start"
    >
      <TextField
        label={t('day')}
        type="number"
        min={1}
        max={31}
        step={1}
        inputMode="numeric"
        error={message(errors.day?.message)}
        {...form.register('day', { valueAsNumber: true })}
      />
      <TextField
        label={t('date')}
        type="date"
        min={range.startsOn}
        max={range.endsOn}
        error={message(errors.event_date?.message)}
        {...form.register('event_date')}
      />
      {errors.event_id?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {message(errors.event_id.message)}
        </p>
      ) : null}
    </EditFormFrame>
  );
}
