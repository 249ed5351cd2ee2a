import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/locale-paths';
import { LOCALES, type Locale } from '@/lib/i18n/routing';

import { absoluteUrl } from './urls';

/**
 * The association's mark as every page's icon: the public sites', the back-office's and the not-found page's, so no
 * browser asks for a /favicon.ico that does not exist.
 */
export const SITE_ICONS: Metadata['icons'] = { icon: '/images/logo.svg' };

type PageMetadataOptions = {
  locale: Locale;
  /** The Mongolian path of the page, e.g. `/mm/detail/12`. */
  path: string;
  title?: string;
  /**
   * The sub-site's name (the directory's, the conference's): what a link to its home is shared as, since such a home
   * has no title of its own and takes its layout's name as the document title. The association's by default.
   */
  siteName?: string;
  description?: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  isIndexable?: boolean;
};

/** Title, description, canonical, hreflang alternates (mn, en, x-default) and Open Graph for a public page. */
export async function pageMetadata(options: PageMetadataOptions): Promise<Metadata> {
  const { locale, path, title, image, type = 'website', isIndexable = true } = options;
  const t = await getTranslations({ locale, namespace: 'common' });
  const description = options.description || t('siteDescription');
  const shareTitle = title ?? options.siteName ?? t('siteName');
  const canonical = absoluteUrl(localizedPath(path, locale));
  const languages = Object.fromEntries(LOCALES.map((each) => [each, absoluteUrl(localizedPath(path, each))]));
  const images = image ? [{ ...image, url: absoluteUrl(image.url) }] : undefined;

  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical, languages: { ...languages, 'x-default': absoluteUrl(path) } },
    openGraph: {
      type,
      url: canonical,
      siteName: t('siteName'),
      title: shareTitle,
      description,
      locale: locale === 'mn' ? 'mn_MN' : 'en_US',
      images,
      ...(type === 'article' ? { publishedTime: options.publishedTime, modifiedTime: options.modifiedTime } : {}),
    },
    // Next.js fills the X card from Open Graph anyway, image size and alt included: given, it stays this short.
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: shareTitle,
      description,
      images: images?.map((each) => each.url),
    },
    // Indexing is the default: only its absence is written.
    ...(isIndexable ? {} : { robots: { index: false, follow: true } }),
  };
}
