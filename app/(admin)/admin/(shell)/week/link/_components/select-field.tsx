'use client';

import { type SelectHTMLAttributes, useId } from 'react';

import { FIELD_CONTROL_CLASS, FieldFrame, fieldErrorAttributes } from '@/components/admin/field-frame';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first choice ("Сонгоно уу") of a select that starts unchosen. */
  placeholder?: string;
};

/** A labelled select with its validation message under it, like the shared TextField. */
export function SelectField({ label, error, options, placeholder, className, ...select }: SelectFieldProps) {
  const id = useId();

  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} {...fieldErrorAttributes(id, error)} className={FIELD_CONTROL_CLASS} {...select}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
