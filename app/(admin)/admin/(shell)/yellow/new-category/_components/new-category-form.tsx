'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { FormActions } from '@/components/admin/form-actions';
import { NOTICE_MS, notifySuccess } from '@/components/admin/notify';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createCategory } from '@/lib/directory/admin/actions/category';
import { type CategoryCreateInput, categoryCreateSchema } from '@/lib/directory/admin/form-schema';
import { MAIN_CATEGORIES } from '@/lib/directory/main-categories';

const EMPTY: CategoryCreateInput = { mainCategory: '', nameMn: '', nameEn: '' };

/** Adds a sub category under the chosen main one; the form empties after success, 'Алдаа гарлаа.' on failure. */
export function NewCategoryForm() {
  const t = useTranslations('admin.yellow');
  const message = useFieldMessage();
  const form = useForm<CategoryCreateInput>({ resolver: zodResolver(categoryCreateSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useActionSubmit(form, {
    save: (values) => createCategory(values),
    onSaved: (data) => {
      notifySuccess(t('newCategory.created', { code: data.code }));
      form.reset(EMPTY);
    },
    failureText: () => t('failed'),
    noticeMs: NOTICE_MS.success,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <SelectField
        label={t('fields.mainCategory')}
        placeholder={t('fields.choose')}
        options={MAIN_CATEGORIES.map((main) => ({ value: main.code, label: `${main.code} ${main.nameMn}` }))}
        error={message(errors.mainCategory?.message)}
        {...form.register('mainCategory')}
      />
      <TextField label={t('fields.nameMn')} error={message(errors.nameMn?.message)} {...form.register('nameMn')} />
      <TextField label={t('fields.nameEn')} error={message(errors.nameEn?.message)} {...form.register('nameEn')} />
      <FormActions isSubmitting={isSubmitting} submitLabel={t('newCategory.submit')} />
    </form>
  );
}
