import type { AbstractIntlMessages } from 'next-intl';

import type { Locale } from './routing';

/** Messages live in one file per domain (messages/{locale}/{domain}.json); the file name is the top-level key. */
const DOMAINS = [
  'common',
  'layout',
  'news',
  'home',
  'admin',
  'auth',
  'errors',
  'validation',
  'about',
  'membership',
  'trade',
  'reports',
  'pages',
  'assessment',
  'member-assessment',
  'conference',
  'directory',
  'directory-register',
  'meetings',
] as const;

export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  const entries = await Promise.all(
    DOMAINS.map(async (domain) => [domain, (await import(`../../messages/${locale}/${domain}.json`)).default] as const),
  );

  return Object.fromEntries(entries);
}

type MessageTree = AbstractIntlMessages | string;

function messageAt(messages: AbstractIntlMessages, path: readonly string[]): MessageTree | undefined {
  let node: MessageTree | undefined = messages;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;

  return node;
}

function withMessageAt(
  target: AbstractIntlMessages,
  path: readonly string[],
  value: MessageTree,
): AbstractIntlMessages {
  const [key, ...rest] = path;
  if (key === undefined) return target;
  if (rest.length === 0) return { ...target, [key]: value };
  const child = target[key];

  return { ...target, [key]: withMessageAt(typeof child === 'object' ? child : {}, rest, value) };
}

/**
 * The part of the messages that client components below a provider use, by domain or dotted path
 * (`'trade.filters'`, `'common.retry'`): every text given to NextIntlClientProvider travels in the page's HTML.
 */
export function pickMessages(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  return paths.reduce<AbstractIntlMessages>((picked, path) => {
    const keys = path.split('.');
    const value = messageAt(messages, keys);

    return value === undefined ? picked : withMessageAt(picked, keys, value);
  }, {});
}
