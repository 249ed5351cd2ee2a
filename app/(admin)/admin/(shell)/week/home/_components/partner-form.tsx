'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { EditFormFrame } from '@/components/admin/edit-form-frame';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
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
  const titleId = useId();
  const form = useForm<PartnerInput>({
    resolver: zodResolver(partnerSchema),
    defaultValues: {
      event_id: eventId,
      kind,
      name: partner?.name ?? '',
      name_en: partner?.name_en ?? '',
      logo: partner?.logo ?? '',
      link: partner?.link ?? '',
    },
  });
  const { errors } = form.formState;
  const logo = useWatch({ control: form.control, name: 'logo' });
  const message = useFieldMessage();

  return (
    <EditFormFrame
      form={form}
      titleId={titleId}
      title={partner ? t('editTitle', { name: partner.name }) : t(`addTitle.${kind}`)}
      headingLevel={3}
      isEditing={partner !== null}
      focusOnEdit="name"
      save={(values) => (partner ? updatePartner({ ...values, id: partner.id }) : createPartner(values))}
      savedText={partner ? common('saved') : t('created')}
      onSaved={onDone}
      submitLabel={partner ? common('save') : common('add')}
      secondary={partner ? { label: common('cancel'), onClick: onDone } : null}
      className="self-start"
    >
      <TextField label={t('fields.name')} error={message(errors.name?.message)} {...form.register('name')} />
      <TextField label={t('fields.nameEn')} error={message(errors.name_en?.message)} {...form.register('name_en')} />
      <TextField
        label={t('fields.link')}
        type="url"
        placeholder="https://"
        error={message(errors.link?.message)}
        {...form.register('link')}
      />
      <UploadField
        kind="image"
        label={t('fields.logo')}
        value={logo}
        previewUrl={partner?.logo_url}
        hint={t('fields.logoHint')}
        error={message(errors.logo?.message)}
        onChange={(file) => form.setValue('logo', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
      />
    </EditFormFrame>
  );
}
