'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';

import { EditFormFrame } from '@/components/admin/edit-form-frame';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import { type BannerCreateInput, bannerCreateSchema } from '@/lib/banners/schema';

import type { BannerActions } from './banner-actions';

/** Mode B: pick a jpeg/png (uploaded at once, previewed), then add it as the last banner. */
export function BannerAddForm({ create, onAdded }: { create: BannerActions['create']; onAdded: () => void }) {
  const t = useTranslations('admin.organisation');
  const message = useFieldMessage();
  const form = useForm<BannerCreateInput>({ resolver: zodResolver(bannerCreateSchema), defaultValues: { image: '' } });
  const image = useWatch({ control: form.control, name: 'image' });

  return (
    <EditFormFrame
      form={form}
      titleId="banner-add-title"
      title={t('slides.add')}
      isEditing={false}
      save={create}
      onSaved={onAdded}
      failureText={(reason) => t('saveFailed', { error: reason })}
      submitLabel={t('slides.addButton')}
      secondary={null}
      className="max-w-xl"
    >
      <UploadField
        kind="image"
        label={t('image')}
        value={image}
        hint={t('imageHint')}
        error={message(form.formState.errors.image?.message)}
        onChange={(file) => form.setValue('image', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
      />
    </EditFormFrame>
  );
}
