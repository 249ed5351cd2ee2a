'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import type { ActionResult } from '@/lib/action-result';
import { REGISTRATION_NOTICE_MS } from '@/lib/directory/registration/limits';
import { REVIEW_QUEUE_FULL } from '@/lib/directory/registration/outcome';
import type { RegistrationMode } from '@/lib/directory/registration/schema';

const FAILED = 'directory-register.form.failed';
/** Refusals that say more than the seeds' failure: come back later, nothing to correct in the form. */
const SHOWN_AS_THEY_ARE = new Set(['errors.tooManyRequests', REVIEW_QUEUE_FULL]);

export type Notice = { kind: 'success' | 'error'; text: string; id: number };

type Options<Values extends FieldValues> = {
  mode: RegistrationMode;
  /** The form's own fields: server messages for other keys (the registrant's, already checked) are not shown. */
  fields: readonly string[];
  setError: UseFormSetError<Values>;
  /** Public mode: the request is in, on to step 3. */
  onRegistered?: () => void;
  /** Staff mode: the entry is added, the form empties for the next one. */
  onReset: () => void;
};

/**
 * What a registration form does with the server's answer (seeds 4, 8): the public form moves on to its success
 * step; the staff form says 'Амжилттай нэмэгдлээ.' for 5 s and empties; a failure keeps what was typed, says
 * 'Алдаа гарлаа.' for 5 s and shows each field's message.
 */
export function useRegistrationResult<Values extends FieldValues>({
  mode,
  fields,
  setError,
  onRegistered,
  onReset,
}: Options<Values>) {
  const t = useTranslations();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), REGISTRATION_NOTICE_MS);

    return () => window.clearTimeout(timer);
  }, [notice]);

  const text = useCallback((key: string | undefined) => (key ? (t.has(key) ? t(key) : t(FAILED)) : undefined), [t]);

  const handle = (result: ActionResult<{ id: number }> | null) => {
    if (result?.ok) {
      if (mode === 'public') return onRegistered?.();
      onReset();

      return setNotice({ kind: 'success', text: t('admin.yellowAdd.added'), id: Date.now() });
    }
    const isLimited = result !== null && SHOWN_AS_THEY_ARE.has(result.error);
    setNotice({ kind: 'error', text: text(isLimited ? result.error : FAILED) ?? '', id: Date.now() });
    for (const [field, messages] of Object.entries(result?.fieldErrors ?? {})) {
      const message = messages?.[0];
      if (message && fields.includes(field.split('.')[0] ?? '')) setError(field as Path<Values>, { message });
    }
  };

  return { notice, handle, text };
}
