'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * Actions answer with message keys (`errors.forbidden`, `admin.organisation.companies.emailTaken`); this gives
 * the Mongolian text, and a key without text (never expected) still shows something rather than nothing.
 */
export function useErrorText(): (key: string) => string {
  const t = useTranslations();

  return useCallback((key: string) => (t.has(key) ? t(key) : t('errors.serverError')), [t]);
}

/** A field's message under it: the text of the key its validation gave, or nothing while it is valid. */
export function useFieldMessage(): (key: string | undefined) => string | undefined {
  const errorText = useErrorText();

  return useCallback((key: string | undefined) => (key ? errorText(key) : undefined), [errorText]);
}
