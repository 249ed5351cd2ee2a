'use client';

import { useTranslations } from 'next-intl';
import { type Control, useController } from 'react-hook-form';

import { TextField } from '@/components/admin/text-field';
import type { CompanyFormInput, ListField } from '@/lib/directory/registration/schema';
import { withWebScheme } from '@/lib/directory/registration/website';

const INPUT_TYPES: Record<ListField, { type: 'email' | 'tel' | 'url'; autoComplete?: string }> = {
  emails: { type: 'email', autoComplete: 'email' },
  phones: { type: 'tel', autoComplete: 'tel' },
  faxes: { type: 'tel' },
  websites: { type: 'url', autoComplete: 'url' },
};

/** What a row becomes when the person leaves it: a website written without a scheme gets https:// (seen at once). */
const ON_LEAVE: Partial<Record<ListField, (value: string) => string>> = { websites: withWebScheme };

type ListRowsProps = {
  control: Control<CompanyFormInput>;
  name: ListField;
  text: (key: string | undefined) => string | undefined;
};

/**
 * One of the company's lists (e-mails, phones, faxes, websites), seeds 5: rows are added and removed, at least one
 * row stays, and remove shows only while there is more than one. Empty rows are simply not sent.
 */
export function ListRows({ control, name, text }: ListRowsProps) {
  const t = useTranslations('directory-register.form');
  const { field, fieldState } = useController({ control, name });
  const rows = field.value ?? [''];
  const list = t(`lists.${name}`);
  const rowErrors = Array.isArray(fieldState.error)
    ? (fieldState.error as ReadonlyArray<{ message?: string } | undefined>)
    : [];
  const change = (next: string[]) => field.onChange(next);
  const onLeave = ON_LEAVE[name];

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-gray-800">
        {list} <span className="font-normal text-muted">{t('optional')}</span>
      </legend>
      {rows.map((value, index) => (
        // Rows have no identity but their place: a removed row's successors move up with their values.
        <div key={index} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={t('listRow', { list, row: index + 1 })}
            {...INPUT_TYPES[name]}
            value={value}
            onBlur={() => {
              if (onLeave && onLeave(value) !== value)
                change(rows.map((row, at) => (at === index ? onLeave(row) : row)));
              field.onBlur();
            }}
            onChange={(event) => change(rows.map((row, at) => (at === index ? event.target.value : row)))}
            error={text(rowErrors[index]?.message)}
          />
          {rows.length > 1 ? (
            <button
              type="button"
              onClick={() => change(rows.filter((_, at) => at !== index))}
              className="mb-0.5 rounded border border-gray-400 px-3 py-2"
            >
              {t('removeRow', { list, row: index + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      {fieldState.error?.message ? <p className="text-sm text-red-700">{text(fieldState.error.message)}</p> : null}
      <button
        type="button"
        onClick={() => change([...rows, ''])}
        className="rounded border border-brand-dark px-3 py-1.5 text-sm font-semibold text-brand-dark"
      >
        {t('addRow', { list })}
      </button>
    </fieldset>
  );
}
