'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { FormButtons } from '@/components/admin/conference/form-buttons';
import { showFieldErrors } from '@/components/admin/library/field-errors';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useErrorText } from '@/components/admin/use-error-text';
import { PAGE_TYPES } from '@/lib/categories/levels';
import { createCategory, updateCategory } from '@/lib/conference/site/menu-actions';
import type { MenuCategory } from '@/lib/conference/site/menu-queries';
import { type MenuCategoryInput, menuCategorySchema, type MenuCategoryValues } from '@/lib/conference/site/menu-schema';

const EMPTY: MenuCategoryInput = { category: '', category_en: '', pid: null, category_status: true, page_type: 'static' };

type MenuFormProps = { category: MenuCategory | null; onDone: () => void };

/** Add a menu category, or update `category`: names, status and page type (static by default). */
export function MenuForm({ category, onDone }: MenuFormProps) {
  const t = useTranslations('admin.weekSite');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<MenuCategoryInput, unknown, MenuCategoryValues>({
    resolver: zodResolver(menuCategorySchema),
    // `pid` has no field: the conference menu is one level, and an edit keeps whatever parent a category has.
    defaultValues: category ?? EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? errorText(key) : undefined);

  // Edit moves keyboard and screen-reader users to the form they are about to change.
  useEffect(() => {
    if (category) form.setFocus('category');
  }, [category, form]);

  const toAddMode = () => {
    form.reset(EMPTY);
    onDone();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (category ? updateCategory({ ...values, cid: category.cid }) : createCategory(values)).catch(() => null);
    if (!result?.ok) {
      // What was typed stays in the form; the notice and the fields say why.
      notifyError(errorText(result?.error ?? 'errors.serverError'));
      showFieldErrors(form.setError, form.getValues(), result?.fieldErrors);

      return;
    }
    notifySuccess(common('saved'));
    toAddMode();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="week-menu-form-title" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <h2 id="week-menu-form-title" className="text-lg font-semibold text-ink">
        {category ? t('menu.editTitle') : t('menu.addTitle')}
      </h2>
      <TextField label={t('menu.fields.name')} error={message(errors.category?.message)} {...form.register('category')} />
      <TextField label={t('menu.fields.nameEn')} lang="en" error={message(errors.category_en?.message)} {...form.register('category_en')} />
      <SelectField
        label={t('menu.fields.status')}
        options={[
          { value: 'true', label: common('active') },
          { value: 'false', label: common('inactive') },
        ]}
        {...form.register('category_status', { setValueAs: (value: unknown) => value === true || value === 'true' })}
      />
      <SelectField
        label={t('menu.fields.pageType')}
        options={PAGE_TYPES.map((type) => ({ value: type, label: t(`menu.pageTypes.${type}`) }))}
        error={message(errors.page_type?.message)}
        {...form.register('page_type')}
      />
      <FormButtons isEditing={category !== null} isSubmitting={isSubmitting} onClear={toAddMode} />
    </form>
  );
}
