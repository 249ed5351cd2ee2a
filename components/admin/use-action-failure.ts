'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { notifyError } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/use-error-text';
import type { FieldErrors } from '@/lib/action-result';

/**
 * The notice of a refused save, given the reason's text and its message key (some screens show the server's reason
 * only for their own keys, and their own words otherwise).
 */
export type FailureText = (reason: string, key: string) => string;

/**
 * A refused save on the admin screens: the server's field messages go under their fields (the first one focused),
 * the reason is a notice ('Error: <reason>' unless `failureText` words it otherwise, shown for `noticeMs` where the
 * screen's seeds give another length), and what the person typed stays in the form.
 */
export function useActionFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  failureText?: FailureText,
  noticeMs?: number,
) {
  const common = useTranslations('admin.common');
  const errorText = useErrorText();

  return useCallback(
    ({ error, fieldErrors }: { error: string; fieldErrors?: FieldErrors }) => {
      // As after the browser's own checks, the first field the server refused takes the focus (one it does not
      // show, such as a hidden id, simply has nothing to focus).
      let shouldFocus = true;
      for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
        const [first] = messages ?? [];
        if (!first) continue;
        setError(name as Path<Values>, { message: first }, { shouldFocus });
        shouldFocus = false;
      }
      const reason = errorText(error);
      notifyError(failureText ? failureText(reason, error) : common('errorWith', { error: reason }), noticeMs);
    },
    [common, errorText, failureText, noticeMs, setError],
  );
}
