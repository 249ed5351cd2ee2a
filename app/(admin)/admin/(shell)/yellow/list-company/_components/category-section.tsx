'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { NOTICE_MS, notifyError, notifySuccess } from '@/components/admin/notify';
import { SelectField } from '@/components/admin/select-field';
import { useErrorText, useFieldMessage } from '@/components/admin/use-error-text';
import { removeCompanyCategory } from '@/lib/directory/admin/actions/company-parts';
import type { CompanyDetail } from '@/lib/directory/admin/company-detail';
import type { companyUpdateSchema } from '@/lib/directory/admin/form-schema';
import { CONSULTANT_CATEGORY_ID, MAIN_CATEGORIES } from '@/lib/directory/main-categories';

import type { CategoryChoice } from '../../_components/category-choice';

type Assigned = CompanyDetail['category'][number];
type CategorySectionProps = { companyId: number; assigned: Assigned[]; categories: CategoryChoice[] };

/** The company's categories, each removable (the last one stays), and new main/sub pairs saved with the form. */
export function CategorySection({ companyId, assigned, categories }: CategorySectionProps) {
  const t = useTranslations('admin.yellow');
  const errorText = useErrorText();
  const form = useFormContext<z.input<typeof companyUpdateSchema>>();
  const added = useFieldArray({ control: form.control, name: 'new_category' });
  const chosen = useWatch({ control: form.control, name: 'new_category' }) ?? [];
  const [stored, setStored] = useState(assigned);
  const [pending, setPending] = useState<Assigned | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const errors = form.formState.errors.new_category;
  const subsOf = (main: string | undefined) =>
    categories.filter((category) => category.mainCode === main && category.id !== CONSULTANT_CATEGORY_ID);
  const text = useFieldMessage();
  // The server checks the pairs against the categories as they are now (one deleted meanwhile is refused) and
  // answers for the list as a whole: its message goes under each new row's sub category, the one to choose again.
  const listMessage = errors?.message;

  const confirm = async () => {
    if (!pending) return;
    setIsBusy(true);
    const result = await removeCompanyCategory({ company_id: companyId, category_id: pending.category_id }).catch(
      () => null,
    );
    setIsBusy(false);
    setPending(null);
    if (!result?.ok)
      return notifyError(result ? errorText(result.error) : t('companies.categoryFailed'), NOTICE_MS.success);
    setStored((current) => current.filter((category) => category.category_id !== result.data.category_id));
    notifySuccess(t('saved'));
  };

  return (
    <fieldset className="space-y-3 rounded border border-gray-200 p-4">
      <legend className="px-1 font-semibold">{t('companies.categories')}</legend>
      <ul className="space-y-1 text-sm">
        {stored.map((category) => (
          <li key={category.category_id} className="flex items-center justify-between gap-2">
            <span>
              {category.category_code} {category.name}
            </span>
            {stored.length > 1 ? (
              <button
                type="button"
                onClick={() => setPending(category)}
                aria-label={t('companies.removeCategory', { code: category.category_code })}
                className="rounded border border-red-700 px-2 py-0.5 text-red-700"
              >
                −
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {added.fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-start gap-2">
          <SelectField
            label={t('fields.mainCategory')}
            placeholder={t('fields.choose')}
            options={MAIN_CATEGORIES.map((main) => ({ value: main.code, label: `${main.code} ${main.nameMn}` }))}
            className="w-64"
            error={text(errors?.[index]?.mainCategory?.message)}
            {...form.register(`new_category.${index}.mainCategory`)}
          />
          <SelectField
            label={t('fields.subCategory')}
            placeholder={t('fields.choose')}
            options={subsOf(chosen[index]?.mainCategory).map((sub) => ({
              value: String(sub.id),
              label: `${sub.code} ${sub.nameMn}`,
            }))}
            className="w-64"
            error={text(errors?.[index]?.subCategory?.message ?? listMessage)}
            {...form.register(`new_category.${index}.subCategory`)}
          />
          <button
            type="button"
            onClick={() => added.remove(index)}
            aria-label={t('companies.removeNewCategory', { index: index + 1 })}
            className="mt-7 rounded border border-gray-300 px-3 py-2"
          >
            −
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => added.append({ mainCategory: '', subCategory: '' })}
        className="rounded border border-brand-dark px-3 py-1 text-brand-dark"
      >
        {t('companies.addCategory')}
      </button>
      <ConfirmDialog
        isOpen={pending !== null}
        message={t('companies.categoryConfirm', { name: pending ? `${pending.category_code} ${pending.name}` : '' })}
        isBusy={isBusy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </fieldset>
  );
}
