import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';

import { Link } from '@/components/i18n/link';
import { readLocale } from '@/lib/i18n/read-locale';
import type { Locale } from '@/lib/i18n/routing';

import { NotFoundStatus } from './not-found-status';

/**
 * The not-found text of a sub-site in the page's language, with the way back to that site's home (`/mm`, `/mw`,
 * `/yellow-page`, in the page's language). For pages and layouts that have set the request's locale.
 */
export function PageNotFound({ home }: { home: string }) {
  const t = useTranslations('layout.notFound');

  return (
    <div className="nf">
      <p className="nf-code">404</p>
      <h1>{t('title')}</h1>
      <p className="nf-text">{t('text')}</p>
      <Link href={home} className="nf-home">
        {t('home')}
      </Link>
    </div>
  );
}

/** A page that says an address is not found, answered with status 404 and rendered in full on the server. */
export function NotFoundResponse({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/** An address no page of a sub-site answers: its not-found text inside the site's frame, status 404. */
export function UnknownAddress({ home }: { home: string }) {
  return (
    <NotFoundResponse>
      <PageNotFound home={home} />
    </NotFoundResponse>
  );
}

/** The unknown address's document title (under the site's title template); never indexed. */
export async function unknownAddressMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'layout.notFound' });

  return { title: t('title'), robots: { index: false } };
}

type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The catch-all page of a sub-site (`[...rest]/page.tsx`): its metadata and its page, an unknown address answered
 * with the site's not-found text in the site's frame and a link to `home`.
 */
export function unknownAddressRoute(home: string) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await readLocale(params);

    return unknownAddressMetadata(locale);
  }

  async function UnknownAddressPage({ params }: LocaleParams) {
    const locale = await readLocale(params);
    setRequestLocale(locale);

    return <UnknownAddress home={home} />;
  }

  return { generateMetadata, UnknownAddressPage };
}
