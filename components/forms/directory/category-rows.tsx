'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type Control, useController } from 'react-hook-form';

import { SelectField } from '@/components/admin/select-field';
import type { CategoryOption } from '@/lib/directory/registration/categories';
import type { CompanyFormInput } from '@/lib/directory/registration/schema';
import { MAIN_CATEGORIES } from '@/lib/directory/main-categories';

export const EMPTY_CATEGORY = { mainCategory: '01', subCategory: '' };

type Row = { mainCategory: string; subCategory?: unknown };
type CategoryRowsProps = {
  control: Control<CompanyFormInput>;
  categories: readonly CategoryOption[];
  text: (key: string | undefined) => string | undefined;
};

/** Seeds 5: category pairs, a main category 01-04 then one of its sub categories; rows added and removed, one kept. */
export function CategoryRows({ control, categories, text }: CategoryRowsProps) {
  const t = useTranslations('directory-register.form');
  const locale = useLocale();
  const { field, fieldState } = useController({ control, name: 'categories' });
  const rows: Row[] = field.value ?? [EMPTY_CATEGORY];
  const rowErrors = Array.isArray(fieldState.error)
    ? (fieldState.error as ReadonlyArray<
        { subCategory?: { message?: string }; mainCategory?: { message?: string } } | undefined
      >)
    : [];
  const change = (index: number, row: Row) => field.onChange(rows.map((each, at) => (at === index ? row : each)));

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-800">{t('categoriesTitle')}</legend>
      {rows.map((row, index) => (
        <div key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
          <SelectField
            label={t('mainCategory', { row: index + 1 })}
            value={row.mainCategory}
            ref={index === 0 ? field.ref : undefined}
            // Another main category has other sub categories: the chosen one no longer applies.
            onChange={(event) => change(index, { mainCategory: event.target.value, subCategory: '' })}
            options={MAIN_CATEGORIES.map((main) => ({
              value: main.code,
              label: `${main.code} ${locale === 'en' ? main.nameEn : main.nameMn}`,
            }))}
          />
          <SelectField
            label={t('subCategory', { row: index + 1 })}
            placeholder={t('choose')}
            value={String(row.subCategory ?? '')}
            onChange={(event) => change(index, { ...row, subCategory: event.target.value })}
            onBlur={field.onBlur}
            error={text(rowErrors[index]?.subCategory?.message ?? rowErrors[index]?.mainCategory?.message)}
            options={categories
              .filter((category) => category.mainCode === row.mainCategory)
              .map((category) => ({ value: String(category.id), label: `${category.code} ${category.name}` }))}
          />
          {rows.length > 1 ? (
            <button
              type="button"
              onClick={() => field.onChange(rows.filter((_, at) => at !== index))}
              className="mb-0.5 rounded border border-gray-400 px-3 py-2"
            >
              {t('removeCategory', { row: index + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      {fieldState.error?.message ? <p className="text-sm text-red-700">{text(fieldState.error.message)}</p> : null}
      <button
        type="button"
        onClick={() => field.onChange([...rows, EMPTY_CATEGORY])}
        className="rounded border border-brand-dark px-3 py-1.5 text-sm font-semibold text-brand-dark"
      >
        {t('addCategory')}
      </button>
    </fieldset>
  );
}
