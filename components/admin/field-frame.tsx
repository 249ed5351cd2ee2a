import type { ReactNode } from 'react';

type FieldFrameProps = { id: string; label: string; error?: string; className?: string; children: ReactNode };

/** The label above a control and its validation message under it, announced when it appears. */
export function FieldFrame({ id, label, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its message in FieldFrame. */
export function fieldErrorAttributes(id: string, error?: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
}

export const FIELD_CONTROL_CLASS =
  'w-full rounded border border-gray-300 bg-white px-3 py-2 aria-invalid:border-red-700';
