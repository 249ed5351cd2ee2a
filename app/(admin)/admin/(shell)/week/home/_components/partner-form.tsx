'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormActions } from '@/components/admin/form-actions';
import { showFieldErrors } from '@/components/admin/library/field-errors';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useErrorText, useFieldMessage } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import { createPartner, updatePartner } from '@/lib/conference/editions/partner-actions';
import { type PartnerInput, type PartnerKind, partnerSchema } from '@/lib/conference/editions/partner-schema';
import type { AdminPartner } from '@/lib/conference/editions/queries';

type PartnerFormProps = { eventId: number; kind: PartnerKind; partner: AdminPartner | null; onDone: () => void };

/**
 * Add a logo to the end of the list, or edit the chosen one; the logo is uploaded (jpeg/png) as soon as it is picked.
 * After a save the section mounts a fresh form (back in add mode, the picker's preview cleared too).
 */
export function PartnerForm({ eventId, kind, partner, onDone }: PartnerFormProps) {
  const t = useTranslations('admin.weekEditions.partners');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<PartnerInput>({
    resolver: zodResolver(partnerSchema),
    defaultValues: { event_id: eventId, kind, name: partner?.name ?? '', name_en: partner?.name_en ?? '', logo: partner?.logo ?? '', link: partner?.link ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const logo = useWatch({ control: form.control, name: 'logo' });
  const message = useFieldMessage();
  const { setFocus } = form;

  // Editing starts at the form's first field, which also scrolls it into view wherever the row's button was.
  useEffect(() => {
    if (partner) setFocus('name');
  }, [partner, setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = partner ? await updatePartner({ ...values, id: partner.id }) : await createPartner(values);
    if (!result.ok) {
      showFieldErrors(form.setError, form.getValues(), result.fieldErrors);

      return notifyError(common('errorWith', { error: errorText(result.error) }));
    }
    notifySuccess(partner ? common('saved') : t('created'));
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 self-start rounded-lg border border-gray-200 bg-white p-6">
      <h3 className="text-lg font-semibold">{partner ? t('editTitle', { name: partner.name }) : t(`addTitle.${kind}`)}</h3>
      <TextField label={t('fields.name')} error={message(errors.name?.message)} {...form.register('name')} />
      <TextField label={t('fields.nameEn')} error={message(errors.name_en?.message)} {...form.register('name_en')} />
      <TextField label={t('fields.link')} type="url" placeholder="https://" error={message(errors.link?.message)} {...form.register('link')} />
      <UploadField
        kind="image"
        label={t('fields.logo')}
        value={logo}
        previewUrl={partner?.logo_url}
        hint={t('fields.logoHint')}
        error={message(errors.logo?.message)}
        onChange={(file) => form.setValue('logo', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
      />
      <FormActions isSubmitting={isSubmitting} submitLabel={partner ? common('save') : common('add')} secondary={partner ? { label: common('cancel'), onClick: onDone } : null} />
    </form>
  );
}
