'use client';

import { type TextareaHTMLAttributes, useId } from 'react';

import { FIELD_CONTROL_CLASS, FieldFrame, fieldErrorAttributes } from './field-frame';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled textarea with its validation message under it, tied to it and announced when it appears. */
export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();

  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <textarea id={id} rows={4} {...fieldErrorAttributes(id, error)} className={FIELD_CONTROL_CLASS} {...textarea} />
    </FieldFrame>
  );
}
