import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';

import type { Locale } from './routing';

/**
 * Translates outside a page render (route handlers, mails, PDFs, the back-office), with messages read from
 * their files rather than from the request's configuration. `namespace` scopes the keys (`'auth'`,
 * `'layout.footer'`); without it every key is reached by its full path.
 */
export function messagesTranslator<
  const Messages extends Record<string, unknown>,
  const Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never,
>(locale: Locale, messages: Messages, namespace?: Namespace) {
  return createTranslator({ locale, messages, namespace });
}
