'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { notifyError } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/use-error-text';
import type { FieldErrors } from '@/lib/action-result';

/**
 * A refused save on the conference screens: the server's field messages go under their fields, the reason is a
 * notice ('Error: <reason>' unless `failureText` words it otherwise), and what the person typed stays in the form.
 */
export function useActionFailure<Values extends FieldValues>(setError: UseFormSetError<Values>, failureText?: (reason: string) => string) {
  const common = useTranslations('admin.common');
  const errorText = useErrorText();

  return useCallback(
    ({ error, fieldErrors }: { error: string; fieldErrors?: FieldErrors }) => {
      for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
        const [first] = messages ?? [];
        if (first) setError(name as Path<Values>, { message: first });
      }
      const reason = errorText(error);
      notifyError(failureText ? failureText(reason) : common('errorWith', { error: reason }));
    },
    [common, errorText, failureText, setError],
  );
}
