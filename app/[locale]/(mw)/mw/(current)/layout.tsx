import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { readLocale } from '@/lib/i18n/read-locale';

import { CurrentEditionFrame } from '../_components/current-edition-frame';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The current edition's pages in its frame. */
export default async function CurrentEditionLayout({ children, params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);

  return <CurrentEditionFrame locale={locale}>{children}</CurrentEditionFrame>;
}
