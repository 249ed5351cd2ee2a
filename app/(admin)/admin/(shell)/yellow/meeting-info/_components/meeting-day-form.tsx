'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormActions } from '@/components/admin/form-actions';
import { notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createMeetingDay } from '@/lib/meetings/admin/actions/meeting-time';
import { type MeetingDayInput, meetingDaySchema } from '@/lib/meetings/admin/schema';

/** Seeds 9: the time inputs step by 3600 seconds, one meeting. */
const HOUR_STEP = 3600;

/** Mode B: a meeting day with its hourly times from start to end (end exclusive, as the hint says). */
export function MeetingDayForm({ noticeMs, onDone }: { noticeMs: number; onDone: () => void }) {
  const t = useTranslations('admin.yellowMeetings');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const router = useRouter();
  const titleId = useId();
  const form = useForm<MeetingDayInput, unknown, z.output<typeof meetingDaySchema>>({
    resolver: zodResolver(meetingDaySchema),
    defaultValues: { date: '', start_time: '', end_time: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useActionSubmit(form, {
    save: (values) => createMeetingDay(values),
    onSaved: (data) => {
      const { added, existing } = data;
      notifySuccess(
        existing > 0
          ? t('meetingInfo.dayForm.addedWithExisting', { added, existing })
          : t('meetingInfo.dayForm.added', { added }),
        noticeMs,
      );
      onDone();
      router.refresh();
    },
    // Its own words whatever the reason (seeds: 'Алдаа гарлаа.'), for as long as the screen's notices stay.
    failureText: () => t('failed'),
    noticeMs,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('meetingInfo.dayForm.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('meetingInfo.dayForm.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          type="date"
          label={t('meetingInfo.dayForm.date')}
          error={message(errors.date?.message)}
          {...form.register('date')}
        />
        <TextField
          type="time"
          step={HOUR_STEP}
          label={t('meetingInfo.dayForm.start')}
          error={message(errors.start_time?.message)}
          {...form.register('start_time')}
        />
        <TextField
          type="time"
          step={HOUR_STEP}
          label={t('meetingInfo.dayForm.end')}
          error={message(errors.end_time?.message)}
          {...form.register('end_time')}
        />
      </div>
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={t('meetingInfo.dayForm.submit')}
        secondary={{ label: common('cancel'), onClick: onDone }}
      />
    </form>
  );
}
