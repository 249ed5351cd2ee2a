'use client';

import { type Ref, type SelectHTMLAttributes, useId } from 'react';

import { FIELD_CONTROL_CLASS, FieldFrame, fieldErrorAttributes } from '@/components/admin/field-frame';

type ChoiceFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; ref?: Ref<HTMLSelectElement> };

/** A labelled select with its validation message under it (the select twin of the shared TextField). */
export function ChoiceField({ label, error, className, children, ...select }: ChoiceFieldProps) {
  const id = useId();

  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select id={id} {...fieldErrorAttributes(id, error)} className={FIELD_CONTROL_CLASS} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
