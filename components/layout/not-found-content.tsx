import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/locale-paths';
import { LOCALES } from '@/lib/i18n/routing';

const HOME = '/mm';

async function notFoundTexts() {
  return Promise.all(LOCALES.map(async (locale) => ({ locale, t: await getTranslations({ locale, namespace: 'layout.notFound' }) })));
}

/** The document title of an address outside every sub-site: the not-found title in both languages. */
export async function bilingualNotFoundTitle(): Promise<string> {
  return (await notFoundTexts()).map(({ t }) => t('title')).join(' | ');
}

/**
 * The not-found page of an address outside every sub-site, whose language nothing tells: Mongolian first (the
 * site's language, a link to /mm), then English, each marked with its language so that it reads right whatever
 * the document's language is.
 */
export async function BilingualNotFound() {
  const texts = await notFoundTexts();

  return (
    <main className="nf">
      <p className="nf-code">404</p>
      {texts.map(({ locale, t }, index) => (
        <div key={locale} lang={locale} className="nf-lang">
          {index === 0 ? <h1>{t('title')}</h1> : <p className="nf-title">{t('title')}</p>}
          <p className="nf-text">{t('text')}</p>
          <Link href={localizedPath(HOME, locale)} className={index === 0 ? 'nf-home' : 'nf-link'}>
            {t('home')}
          </Link>
        </div>
      ))}
    </main>
  );
}
