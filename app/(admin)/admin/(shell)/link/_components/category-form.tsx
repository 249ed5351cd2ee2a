'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type Path, useForm, useWatch } from 'react-hook-form';

import { FieldMessage, INPUT } from '@/components/admin/content/field-message';
import { EditFormFrame } from '@/components/admin/edit-form-frame';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createCategory, updateCategory } from '@/lib/categories/actions';
import { isPageType, levelsFor, PAGE_TYPES, parentCandidates } from '@/lib/categories/levels';
import type { AdminCategory } from '@/lib/categories/queries';
import { categoryFormSchema, type CategoryFormInput, type CategoryFormValues } from '@/lib/categories/schema';

type CategoryFormProps = { categories: AdminCategory[]; editing: AdminCategory | null };

/** Add or edit one menu category; the level and parent choices follow the chosen page type. */
export function CategoryForm({ categories, editing }: CategoryFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const searchParams = useSearchParams();
  const form = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      cid: editing?.cid,
      page_type: editing?.pageType ?? '',
      category_level: editing?.level ?? 0,
      pid: editing?.pid ?? null,
      category: editing?.category ?? '',
      category_en: editing?.categoryEn ?? '',
      category_status: editing?.categoryStatus ?? true,
    },
  });
  const { errors } = form.formState;
  const fieldMessage = useFieldMessage();
  const pageType = useWatch({ control: form.control, name: 'page_type' });
  const level = Number(useWatch({ control: form.control, name: 'category_level' }) ?? 0);
  const levels = isPageType(pageType) ? levelsFor(pageType) : [1, 2, 3];
  const parents =
    isPageType(pageType) && level > 1 ? parentCandidates(categories, { pageType, level, cid: editing?.cid }) : [];
  const error = (name: Path<CategoryFormInput>) => {
    const message = errors[name as keyof typeof errors]?.message;

    return typeof message === 'string' ? fieldMessage(message) : undefined;
  };

  // Back to add mode on the same view of the list (page and page size kept).
  const addMode = () => {
    const query = new URLSearchParams(searchParams.toString());
    query.delete('cid');
    router.push(query.size > 0 ? `/admin/link?${query.toString()}` : '/admin/link', { scroll: false });
  };

  // The section is the screen's region named by the form's heading, as before the shared frame.
  return (
    <section aria-labelledby="link-form-title" className="max-w-2xl">
      <EditFormFrame
        form={form}
        titleId="link-form-title"
        title={t(editing ? 'admin.content.link.editTitle' : 'admin.content.link.addTitle')}
        isEditing={editing !== null}
        save={(values) => (editing ? updateCategory(values) : createCategory(values))}
        onSaved={() => {
          form.reset();
          addMode();
        }}
        // The menu screen names the reason alone.
        failureText={(reason) => reason}
        submitLabel={t(editing ? 'admin.content.link.edit' : 'admin.content.link.add')}
        secondary={editing ? { label: t('admin.content.link.cancelEdit'), onClick: addMode } : null}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="link-page-type" className="mb-1 block text-sm font-semibold">
              {t('admin.content.link.fields.pageType')}
            </label>
            <select
              id="link-page-type"
              className={INPUT}
              aria-invalid={errors.page_type ? true : undefined}
              aria-describedby="link-page-type-error"
              {...form.register('page_type', { onChange: () => form.setValue('pid', null) })}
            >
              <option value="">{t('admin.content.link.fields.choose')}</option>
              {PAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.content.link.pageTypes.${type}`)}
                </option>
              ))}
            </select>
            <FieldMessage id="link-page-type-error" message={error('page_type')} />
          </div>
          <div>
            <label htmlFor="link-level" className="mb-1 block text-sm font-semibold">
              {t('admin.content.link.fields.level')}
            </label>
            <select
              id="link-level"
              className={INPUT}
              aria-invalid={errors.category_level ? true : undefined}
              aria-describedby="link-level-error"
              {...form.register('category_level', { setValueAs: Number, onChange: () => form.setValue('pid', null) })}
            >
              <option value={0}>{t('admin.content.link.fields.choose')}</option>
              {levels.map((option) => (
                <option key={option} value={option}>
                  {t(`admin.content.link.levels.${option}`)}
                </option>
              ))}
            </select>
            <FieldMessage id="link-level-error" message={error('category_level')} />
          </div>
          {level > 1 ? (
            <div className="sm:col-span-2">
              <label htmlFor="link-parent" className="mb-1 block text-sm font-semibold">
                {t('admin.content.link.fields.parent')}
              </label>
              <select
                id="link-parent"
                className={INPUT}
                aria-invalid={errors.pid ? true : undefined}
                aria-describedby="link-parent-error"
                {...form.register('pid', {
                  setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
                })}
              >
                <option value="">{t('admin.content.link.fields.choose')}</option>
                {parents.map((parent) => (
                  <option key={parent.cid} value={parent.cid}>
                    {parent.category}
                  </option>
                ))}
              </select>
              {parents.length === 0 ? (
                <p className="mt-1 text-xs text-gray-600">{t('admin.content.link.noParent')}</p>
              ) : null}
              <FieldMessage id="link-parent-error" message={error('pid')} />
            </div>
          ) : null}
          <div>
            <label htmlFor="link-name" className="mb-1 block text-sm font-semibold">
              {t('admin.content.link.fields.name')}
            </label>
            <input
              id="link-name"
              className={INPUT}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby="link-name-error"
              {...form.register('category')}
            />
            <FieldMessage id="link-name-error" message={error('category')} />
          </div>
          <div>
            <label htmlFor="link-name-en" className="mb-1 block text-sm font-semibold">
              {t('admin.content.link.fields.nameEn')}
            </label>
            <input
              id="link-name-en"
              lang="en"
              className={INPUT}
              aria-invalid={errors.category_en ? true : undefined}
              aria-describedby="link-name-en-error"
              {...form.register('category_en')}
            />
            <FieldMessage id="link-name-en-error" message={error('category_en')} />
          </div>
          <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
            <input type="checkbox" className="size-4" {...form.register('category_status')} />
            {t('admin.content.link.fields.status')}
          </label>
        </div>
      </EditFormFrame>
    </section>
  );
}
