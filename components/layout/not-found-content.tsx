import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';

import { localizedPath } from '@/lib/i18n/locale-paths';
import { type Locale, LOCALES } from '@/lib/i18n/routing';

const HOME = '/mm';

async function notFoundTexts(locales: readonly Locale[]) {
  return Promise.all(
    locales.map(async (locale) => ({ locale, t: await getTranslations({ locale, namespace: 'layout.notFound' }) })),
  );
}

/** The document title of an address outside every sub-site: the not-found title in both languages. */
export async function bilingualNotFoundTitle(): Promise<string> {
  return (await notFoundTexts(LOCALES)).map(({ t }) => t('title')).join(' | ');
}

/**
 * The not-found page of an address outside every sub-site, whose language nothing tells: Mongolian first (the
 * site's language, a link to /mm), then English, each line marked with its language where it is not the
 * document's (`documentLocale`). The root's not-found boundary, which every page of the sites carries, shows the
 * Mongolian lines alone, to keep those pages' weight.
 */
export async function PlainNotFound({
  locales = LOCALES,
  documentLocale,
}: {
  locales?: readonly Locale[];
  documentLocale: Locale;
}) {
  const texts = await notFoundTexts(locales);

  return (
    <main className="nf">
      <p className="nf-code">404</p>
      {texts.map(({ locale, t }, index) => {
        const lang = locale === documentLocale ? undefined : locale;

        return (
          <Fragment key={locale}>
            {index === 0 ? (
              <h1 lang={lang}>{t('title')}</h1>
            ) : (
              <p lang={lang} className="nf-title">
                {t('title')}
              </p>
            )}
            <p lang={lang} className="nf-text">
              {t('text')}
            </p>
            <Link lang={lang} href={localizedPath(HOME, locale)} className={index === 0 ? 'nf-home' : 'nf-link'}>
              {t('home')}
            </Link>
          </Fragment>
        );
      })}
    </main>
  );
}
