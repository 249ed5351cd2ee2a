'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FormActions } from '@/components/admin/form-actions';
import { NOTICE_MS, notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { updateConsultant } from '@/lib/directory/admin/actions/consultant';
import type { PersonDetail } from '@/lib/directory/admin/consultant-queries';
import { consultantUpdateSchema } from '@/lib/directory/admin/form-schema';

type Values = z.input<typeof consultantUpdateSchema>;

const defaults = ({ person, about }: PersonDetail): Values => {
  const [mn, en] = about;

  return {
    id: person.id,
    name_mn: mn?.name ?? '',
    name_en: en?.name ?? '',
    profession_mn: mn?.profession ?? '',
    profession_en: en?.profession ?? '',
    advice_mn: mn?.advice_range ?? '',
    advice_en: en?.advice_range ?? '',
    phone: person.phone_number,
    approval: person.approval,
  };
};

const FIELDS = [
  ['name_mn', 'nameMn'],
  ['name_en', 'nameEn'],
  ['profession_mn', 'professionMn'],
  ['profession_en', 'professionEn'],
  ['advice_mn', 'adviceMn'],
  ['advice_en', 'adviceEn'],
  ['phone', 'phone'],
] as const;

/** Names, professions, advice ranges of both languages, phone and approval (seeds 5: names, professions, phone needed). */
export function ConsultantEditForm({ detail, onSaved }: { detail: PersonDetail; onSaved: () => void }) {
  const t = useTranslations('admin.yellow');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const router = useRouter();
  const form = useForm<Values, unknown, z.output<typeof consultantUpdateSchema>>({
    resolver: zodResolver(consultantUpdateSchema),
    defaultValues: defaults(detail),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useActionSubmit(form, {
    save: (values) => updateConsultant(values),
    onSaved: () => {
      notifySuccess(t('saved'));
      onSaved();
      router.refresh();
    },
    failureText: () => t('saveFailed'),
    noticeMs: NOTICE_MS.success,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={t(`fields.${label}`)}
            error={message(errors[name]?.message)}
            {...form.register(name)}
          />
        ))}
        <label className="flex items-center gap-2 self-end pb-2">
          <input type="checkbox" {...form.register('approval')} />
          {t('approval')}
        </label>
      </div>
      <FormActions isSubmitting={isSubmitting} submitLabel={common('save')} />
    </form>
  );
}
