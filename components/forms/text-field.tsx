import type { UseFormRegisterReturn } from 'react-hook-form';

type TextFieldProps = {
  /** Makes the input's id unique on the page: `{idPrefix}-{field name}`. */
  idPrefix: string;
  label: string;
  requiredLabel: string;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  registration: UseFormRegisterReturn;
};

/** A labelled, required text input with its inline error tied to it for assistive technology. */
export function TextField({
  idPrefix,
  label,
  requiredLabel,
  error,
  type = 'text',
  autoComplete,
  registration,
}: TextFieldProps) {
  const id = `${idPrefix}-${registration.name}`;
  const errorId = `${id}-error`;

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label} <span className="text-muted">{requiredLabel}</span>
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
        className="w-full rounded-md border border-gray-400 px-3 py-2 text-ink focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-dark aria-invalid:border-red-700"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
