import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';

import { Link } from '@/components/i18n/link';
import { readLocale } from '@/lib/i18n/read-locale';
import type { Locale } from '@/lib/i18n/routing';

import { NotFoundStatus } from './not-found-status';

/** What a missing record's page says instead of the general text: its own title and the way back to its list. */
export type MissingRecordTexts = { title: string; back: { href: string; label: string } };

type PageNotFoundProps = { home: string; record?: MissingRecordTexts };

/**
 * The not-found text of a sub-site in the page's language, with the way back to that site's home (`/mm`, `/mw`,
 * `/yellow-page`, in the page's language), or a missing record's own title and way back. For pages and layouts
 * that have set the request's locale.
 */
export function PageNotFound({ home, record }: PageNotFoundProps) {
  const t = useTranslations('layout.notFound');

  return (
    <div className="nf">
      <p className="nf-code">404</p>
      <h1>{record?.title ?? t('title')}</h1>
      {record ? null : <p className="nf-text">{t('text')}</p>}
      <Link href={record?.back.href ?? home} className="nf-home">
        {record?.back.label ?? t('home')}
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

/**
 * An address no page of a sub-site answers, or a record that is not there (an unknown news id, a page past the
 * last): the not-found text inside the site's frame, rendered in full on the server, status 404. Pages return it
 * rather than calling notFound(), whose error page is an empty document until JavaScript fills it.
 */
export function UnknownAddress(props: PageNotFoundProps) {
  return (
    <NotFoundResponse>
      <PageNotFound {...props} />
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
