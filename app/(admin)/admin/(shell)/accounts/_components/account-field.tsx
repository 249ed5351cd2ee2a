'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';

import type { AccountInput } from '@/lib/accounts/schema';

type AccountFieldProps = {
  name: keyof AccountInput;
  register: UseFormRegister<AccountInput>;
  type?: 'text' | 'email' | 'tel';
  isRequired?: boolean;
  error?: string;
  /** Options: the field is a select. */
  children?: ReactNode;
};

const CONTROL = 'rounded border bg-white px-3 py-2 aria-[invalid=true]:border-red-600';

/** A labelled input or select with its message right below it. */
export function AccountField({
  name,
  register,
  type = 'text',
  isRequired = false,
  error,
  children,
}: AccountFieldProps) {
  const t = useTranslations('admin.operations.accounts');
  const id = `account-${name}`;
  const describedBy = error ? `${id}-error` : undefined;
  const common = {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    className: `${CONTROL} border-gray-300`,
  };

  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {t(`fields.${name}`)} {isRequired ? <span className="text-red-700">{t('required')}</span> : null}
      </label>
      {children ? (
        <select {...common} {...register(name)}>
          {children}
        </select>
      ) : (
        <input {...common} type={type} {...register(name)} />
      )}
      {error ? (
        <p id={describedBy} className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
