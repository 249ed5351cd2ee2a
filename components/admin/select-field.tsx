'use client';

import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

import { FIELD_CONTROL_CLASS, FieldFrame, fieldErrorAttributes } from './field-frame';

export type SelectOption = { value: string; label: string };
/** A row a picker offers by id: a day, a hall. */
export type Choice = { id: number; label: string };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  /** The empty first choice ("Сонгоно уу") of a select that starts unchosen. */
  placeholder?: string;
  /** The choices, when they are plain value-label pairs; otherwise the options are given as children. */
  options?: readonly SelectOption[];
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with its validation message under it, tied to it and announced when it appears: TextField's twin. */
export function SelectField({ label, error, placeholder, options, className, children, ...select }: SelectFieldProps) {
  const id = useId();

  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} {...fieldErrorAttributes(id, error)} className={FIELD_CONTROL_CLASS} {...select}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

/** A select's value as the schemas take it: a number, or undefined while the placeholder is chosen. */
export function chosenNumber(value: unknown): number | undefined {
  return value === '' || value === undefined || value === null ? undefined : Number(value);
}
