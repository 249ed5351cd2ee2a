'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { EditFormFrame } from '@/components/admin/edit-form-frame';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createSession, updateSession } from '@/lib/conference/schedule/sessions/actions';
import type { AdminSession } from '@/lib/conference/schedule/sessions/queries';
import { type SessionInput, sessionSchema } from '@/lib/conference/schedule/sessions/schema';

type SessionFormProps = { dayId: number; session: AdminSession | null; timeZone: string; onDone: () => void };

/** Add mode without a session, edit mode with one; the times are the venue's wall-clock times. */
export function SessionForm({ dayId, session, timeZone, onDone }: SessionFormProps) {
  const t = useTranslations('admin.weekAgenda.programme');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const empty: SessionInput = {
    event_date_id: dayId,
    starts_at: '',
    ends_at: '',
    title: '',
    title_en: '',
    place: '',
    place_en: '',
  };
  const form = useForm<SessionInput>({ resolver: zodResolver(sessionSchema), defaultValues: session ?? empty });
  const { errors } = form.formState;

  return (
    <EditFormFrame
      form={form}
      titleId="session-form-title"
      title={session ? t('editTitle') : t('addTitle')}
      headingLevel={3}
      isEditing={session !== null}
      save={(values) => (session ? updateSession({ ...values, id: session.id }) : createSession(values))}
      onSaved={() => {
        form.reset(empty);
        onDone();
      }}
      submitLabel={session ? common('save') : common('add')}
      secondary={session ? { label: common('cancel'), onClick: onDone } : null}
      className="self-start"
    >
      <p className="text-sm text-gray-700">{t('timeZoneHint', { timeZone })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('startsAt')}
          type="time"
          error={message(errors.starts_at?.message)}
          {...form.register('starts_at')}
        />
        <TextField
          label={t('endsAt')}
          type="time"
          error={message(errors.ends_at?.message)}
          {...form.register('ends_at')}
        />
        <TextField label={t('sessionTitle')} error={message(errors.title?.message)} {...form.register('title')} />
        <TextField
          label={t('sessionTitleEn')}
          error={message(errors.title_en?.message)}
          {...form.register('title_en')}
        />
        <TextField label={t('place')} error={message(errors.place?.message)} {...form.register('place')} />
        <TextField label={t('placeEn')} error={message(errors.place_en?.message)} {...form.register('place_en')} />
      </div>
    </EditFormFrame>
  );
}
