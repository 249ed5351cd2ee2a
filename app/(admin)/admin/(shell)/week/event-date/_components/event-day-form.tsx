'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { showFieldErrors } from '@/components/admin/library/field-errors';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useErrorText, useFieldMessage } from '@/components/admin/use-error-text';
import { createEventDay, updateEventDay } from '@/lib/conference/programme/event-days/actions';
import type { AdminEventDay } from '@/lib/conference/programme/event-days/queries';
import { type EditionRange, type EventDayInput, eventDaySchema } from '@/lib/conference/programme/event-days/schema';

type EventDayFormProps = { eventId: number; range: EditionRange; day: AdminEventDay | null; nextDay: number; onDone: () => void };

/**
 * A day's number and date. The date picker offers only the edition's dates; the server checks the range and that
 * the number is free again, and its message shows under the field with what was typed kept.
 */
export function EventDayForm({ eventId, range, day, nextDay, onDone }: EventDayFormProps) {
  const t = useTranslations('admin.weekProgramme.eventDates');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const titleId = useId();
  const form = useForm<EventDayInput>({
    resolver: zodResolver(eventDaySchema),
    defaultValues: { event_id: eventId, day: day?.day ?? nextDay, event_date: day?.event_date ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = useFieldMessage();

  const onSubmit = form.handleSubmit(async (values) => {
    const result = day ? await updateEventDay({ ...values, id: day.id }) : await createEventDay(values);
    if (!result.ok) {
      showFieldErrors(form.setError, values, result.fieldErrors);

      return notifyError(t('saveFailed', { error: errorText(result.error) }));
    }
    notifySuccess(day ? common('saved') : t('added'));
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-4 self-start rounded-lg border border-gray-200 bg-white p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        {day ? t('editTitle') : t('addTitle')}
      </h2>
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
      <TextField label={t('date')} type="date" min={range.startsOn} max={range.endsOn} error={message(errors.event_date?.message)} {...form.register('event_date')} />
      {errors.event_id?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(errors.event_id.message)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" disabled={isSubmitting} className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60">
          {isSubmitting ? common('saving') : day ? common('save') : common('add')}
        </button>
        <button type="button" onClick={onDone} className="rounded border border-gray-300 px-5 py-2">
          {day ? common('cancel') : common('clear')}
        </button>
      </div>
    </form>
  );
}
