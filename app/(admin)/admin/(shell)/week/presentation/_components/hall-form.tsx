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
import { createHall, updateHall } from '@/lib/conference/schedule/halls/actions';
import type { AdminHall } from '@/lib/conference/schedule/halls/queries';
import { type HallInput, hallSchema } from '@/lib/conference/schedule/halls/schema';

type HallFormProps = { eventId: number; hall: AdminHall | null; onDone: () => void };

/** Add a hall to the edition (it goes last) or rename one; both names are required. */
export function HallForm({ eventId, hall, onDone }: HallFormProps) {
  const t = useTranslations('admin.weekAgenda.halls');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const empty: HallInput = { event_id: eventId, hall_name: '', hall_name_en: '' };
  const form = useForm<HallInput>({
    resolver: zodResolver(hallSchema),
    defaultValues: hall ? { event_id: eventId, hall_name: hall.hall_name, hall_name_en: hall.hall_name_en } : empty,
  });
  const reportFailure = useActionFailure(form.setError);
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? errorText(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = hall ? await updateHall({ ...values, id: hall.id }) : await createHall(values);
    if (!result.ok) return reportFailure(result);
    notifySuccess(common('saved'));
    form.reset(empty);
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="hall-form-title" className="space-y-4 self-start rounded-lg border border-gray-200 bg-white p-6">
      <h3 id="hall-form-title" className="text-lg font-semibold">
        {hall ? t('editTitle') : t('addTitle')}
      </h3>
      <TextField label={t('name')} error={message(errors.hall_name?.message)} {...form.register('hall_name')} />
      <TextField label={t('nameEn')} error={message(errors.hall_name_en?.message)} {...form.register('hall_name_en')} />
      <FormActions isSubmitting={isSubmitting} submitLabel={hall ? common('save') : common('add')} secondary={hall ? { label: common('cancel'), onClick: onDone } : null} />
    </form>
  );
}
