'use client';

import { useTranslations } from 'next-intl';

import { FormActions } from '@/components/admin/form-actions';

type FormButtonsProps = { isEditing: boolean; isSubmitting: boolean; onClear: () => void };

/** Seeds 2.3: add (update while a row is edited) and clear, which empties the form back into add mode. */
export function FormButtons({ isEditing, isSubmitting, onClear }: FormButtonsProps) {
  const t = useTranslations('admin.weekSite.form');
  const common = useTranslations('admin.common');

  return <FormActions isSubmitting={isSubmitting} submitLabel={isEditing ? t('update') : common('add')} secondary={{ label: common('clear'), onClick: onClear }} />;
}
