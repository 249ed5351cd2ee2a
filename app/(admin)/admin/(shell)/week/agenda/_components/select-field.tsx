'use client';

import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

import { FIELD_CONTROL_CLASS, FieldFrame, fieldErrorAttributes } from '@/components/admin/field-frame';

/** An option of the conference screens' pickers: a day, a hall. */
export type Choice = { id: number; label: string };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; children: ReactNode };

/** A labelled select with its validation message under it, as TextField is for inputs (the conference screens' pickers). */
export function SelectField({ label, error, className, children, ...select }: SelectFieldProps) {
  const id = useId();

  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} {...fieldErrorAttributes(id, error)} className={FIELD_CONTROL_CLASS} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A select's value as the schemas take it: a number, or undefined while the placeholder is chosen. */
export function chosenNumber(value: unknown): number | undefined {
  return value === '' || value === undefined || value === null ? undefined : Number(value);
}
