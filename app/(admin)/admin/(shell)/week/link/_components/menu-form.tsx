'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { SiteListFormFrame } from '@/components/admin/edit-form-frame';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { PAGE_TYPES } from '@/lib/categories/levels';
import { createCategory, updateCategory } from '@/lib/conference/site/menu-actions';
import type { MenuCategory } from '@/lib/conference/site/menu-queries';
import { type MenuCategoryInput, menuCategorySchema, type MenuCategoryValues } from '@/lib/conference/site/menu-schema';

const EMPTY: MenuCategoryInput = {
  category: '',
  category_en: '',
  pid: null,
  category_status: true,
  page_type: 'static',
};

type MenuFormProps = { category: MenuCategory | null; onDone: () => void };

/** Add a menu category, or update `category`: names, status and page type (static by default). */
export function MenuForm({ category, onDone }: MenuFormProps) {
  const t = useTranslations('admin.weekSite');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const form = useForm<MenuCategoryInput, unknown, MenuCategoryValues>({
    resolver: zodResolver(menuCategorySchema),
    // `pid` has no field: the conference menu is one level, and an edit keeps whatever parent a category has.
    defaultValues: category ?? EMPTY,
  });
  const { errors } = form.formState;

  return (
    <SiteListFormFrame
      form={form}
      empty={EMPTY}
      onDone={onDone}
      titleId="week-menu-form-title"
      title={category ? t('menu.editTitle') : t('menu.addTitle')}
      isEditing={category !== null}
      focusOnEdit="category"
      save={(values) => (category ? updateCategory({ ...values, cid: category.cid }) : createCategory(values))}
    >
      <TextField
        label={t('menu.fields.name')}
        error={message(errors.category?.message)}
        {...form.register('category')}
      />
      <TextField
        label={t('menu.fields.nameEn')}
        lang="en"
        error={message(errors.category_en?.message)}
        {...form.register('category_en')}
      />
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
    </SiteListFormFrame>
  );
}
