import type { UseFormRegisterReturn } from 'react-hook-form';

type SettingsFieldProps = {
  label: string;
  /** "(заавал)" or "(заавал биш)" after the label. */
  requirement: string;
  isRequired: boolean;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'decimal';
  registration: UseFormRegisterReturn;
};

/** A labelled input with its hint and its message tied to it for assistive technology. */
export function SettingsField({
  label,
  requirement,
  isRequired,
  error,
  hint,
  type = 'text',
  inputMode,
  registration,
}: SettingsFieldProps) {
  const id = `settings-${registration.name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label} <span className="font-normal text-muted">{requirement}</span>
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        aria-required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
        className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-ink focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-dark disabled:bg-gray-100 aria-invalid:border-red-700"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
