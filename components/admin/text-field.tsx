'use client';

import { type InputHTMLAttributes, useId } from 'react';

import { FIELD_CONTROL_CLASS, FieldFrame, fieldErrorAttributes } from './field-frame';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input with its validation message under it, tied to it and announced when it appears. */
export function TextField({ label, error, className, type = 'text', ...input }: TextFieldProps) {
  const id = useId();

  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <input id={id} type={type} {...fieldErrorAttributes(id, error)} className={FIELD_CONTROL_CLASS} {...input} />
    </FieldFrame>
  );
}
