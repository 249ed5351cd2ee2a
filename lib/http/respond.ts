import 'server-only';

import type { z } from 'zod';

import { loadMessages } from '@/lib/i18n/messages';
import { type Locale, localeOrDefault } from '@/lib/i18n/routing';
import { messagesTranslator } from '@/lib/i18n/translator';
import { fieldMessages } from '@/lib/validation/field-messages';

import { statusOf } from './reasons';

/** Public reads may be kept briefly by shared caches; admin changes revalidate the pages themselves. */
export const PUBLIC_CACHE_HEADERS = { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' };

export function publicJson(body: unknown): Response {
  return Response.json(body, { headers: PUBLIC_CACHE_HEADERS });
}

/** The language of an API request: its `lang` (or `language`) parameter when valid, otherwise Mongolian. */
export function requestLocale(params: URLSearchParams): Locale {
  const lang = params.get('lang') ?? params.get('language');

  return localeOrDefault(lang);
}

/** Translates outside a page render (route handlers), with the same message files. */
type ApiTranslate = { (key: string, values?: Record<string, string | number>): string; has: (key: string) => boolean };

export async function apiTranslator(locale: Locale): Promise<ApiTranslate> {
  const t = messagesTranslator(locale, await loadMessages(locale));

  // Keys arrive at run time (from validation issues), so they cannot be checked against the message types.
  return Object.assign((key: string, values?: Record<string, string | number>) => t(key as never, values as never), {
    has: (key: string) => t.has(key as never),
  });
}

export async function errorResponse({
  status,
  messageKey,
  locale,
  errors,
}: {
  status: number;
  messageKey: string;
  locale: Locale;
  errors?: Record<string, string>;
}): Promise<Response> {
  const t = await apiTranslator(locale);

  return Response.json({ message: t(messageKey), ...(errors ? { errors } : {}) }, { status });
}

type ParsedQuery<T> =
  { data: T; locale: Locale; response?: undefined } | { data?: undefined; locale: Locale; response: Response };

/**
 * Validates a request's query string with a zod schema whose messages are i18n keys. On failure the caller
 * returns `response`: 400 with `{ message, errors: { field: message } }` in the request's language.
 */
export async function parseQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<ParsedQuery<z.infer<Schema>>> {
  const params = new URL(request.url).searchParams;
  const locale = requestLocale(params);
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { data: parsed.data, locale };

  const t = await apiTranslator(locale);
  const errors = fieldMessages(parsed.error, {
    root: 'query',
    text: (message) => (t.has(message) ? t(message) : t('validation.invalid')),
  });

  return {
    locale,
    response: Response.json({ message: t('errors.invalidInput'), errors }, { status: statusOf('invalid') }),
  };
}
