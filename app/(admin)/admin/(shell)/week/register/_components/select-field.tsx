'use client';

import { type SelectHTMLAttributes, useId } from 'react';

import { FIELD_CONTROL_CLASS, FieldFrame, fieldErrorAttributes } from '@/components/admin/field-frame';

type Option = { value: string; label: string };
type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; placeholder: string; options: readonly Option[]; error?: string };

/**
 * A labelled select that starts on an empty prompt, with its message under it; the border turns red while it is
 * invalid (the registration screens' search category and country).
 */
export function SelectField({ label, placeholder, options, error, className, ...select }: SelectFieldProps) {
  const id = useId();

  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} {...fieldErrorAttributes(id, error)} className={FIELD_CONTROL_CLASS} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
