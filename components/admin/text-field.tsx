'use client';

import { type InputHTMLAttributes, useId } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input with its validation message under it, tied to it and announced when it appears. */
export function TextField({ label, error, className = '', type = 'text', ...input }: TextFieldProps) {
  const id = useId();

  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded border border-gray-300 bg-white px-3 py-2 aria-invalid:border-red-700"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
