'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { useActionFailure } from '@/components/admin/conference/use-action-failure';
import { FormActions } from '@/components/admin/form-actions';
import { notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useErrorText } from '@/components/admin/use-error-text';
import { createSession, updateSession } from '@/lib/conference/schedule/sessions/actions';
import type { AdminSession } from '@/lib/conference/schedule/sessions/queries';
import { type SessionInput, sessionSchema } from '@/lib/conference/schedule/sessions/schema';

type SessionFormProps = { dayId: number; session: AdminSession | null; timeZone: string; onDone: () => void };

/** Add mode without a session, edit mode with one; the times are the venue's wall-clock times. */
export function SessionForm({ dayId, session, timeZone, onDone }: SessionFormProps) {
  const t = useTranslations('admin.weekAgenda.programme');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const empty: SessionInput = { event_date_id: dayId, starts_at: '', ends_at: '', title: '', title_en: '', place: '', place_en: '' };
  const form = useForm<SessionInput>({ resolver: zodResolver(sessionSchema), defaultValues: session ?? empty });
  const reportFailure = useActionFailure(form.setError);
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? errorText(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = session ? await updateSession({ ...values, id: session.id }) : await createSession(values);
    if (!result.ok) return reportFailure(result);
    notifySuccess(common('saved'));
    form.reset(empty);
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="session-form-title" className="space-y-4 self-start rounded-lg border border-gray-200 bg-white p-6">
      <h3 id="session-form-title" className="text-lg font-semibold">
        {session ? t('editTitle') : t('addTitle')}
      </h3>
      <p className="text-sm text-gray-700">{t('timeZoneHint', { timeZone })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('startsAt')} type="time" error={message(errors.starts_at?.message)} {...form.register('starts_at')} />
        <TextField label={t('endsAt')} type="time" error={message(errors.ends_at?.message)} {...form.register('ends_at')} />
        <TextField label={t('sessionTitle')} error={message(errors.title?.message)} {...form.register('title')} />
        <TextField label={t('sessionTitleEn')} error={message(errors.title_en?.message)} {...form.register('title_en')} />
        <TextField label={t('place')} error={message(errors.place?.message)} {...form.register('place')} />
        <TextField label={t('placeEn')} error={message(errors.place_en?.message)} {...form.register('place_en')} />
      </div>
      <FormActions isSubmitting={isSubmitting} submitLabel={session ? common('save') : common('add')} secondary={session ? { label: common('cancel'), onClick: onDone } : null} />
    </form>
  );
}
