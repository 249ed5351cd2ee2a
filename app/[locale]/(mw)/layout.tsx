import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { readLocale } from '@/lib/i18n/read-locale';

import './conference.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Seeds 2.1: pages under /mw carry the event's name in their title. */
export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'conference' });

  return {
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    description: t('description'),
  };
}

export default function ConferenceSiteLayout({ children }: Props) {
  return children;
}
