'use client';

import { type TextareaHTMLAttributes, useId } from 'react';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled textarea with its validation message under it, tied to it and announced when it appears. */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded border border-gray-300 bg-white px-3 py-2 aria-invalid:border-red-700"
        {...textarea}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
