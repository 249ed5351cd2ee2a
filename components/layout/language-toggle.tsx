'use client';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';

import { firstPageOf } from '@/lib/i18n/first-page';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/routing';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the choice so that proxy.ts sends later visits of bare paths to the chosen language. */
function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}

/**
 * Switches between /mm/x and /en/mm/x for the same page (a paged list starts again at page 1). A real link, so it works without JavaScript; with it,
 * the cookie is written before the navigation starts.
 */
export function LanguageToggle({ labels }: { labels: { switch: string; switchLabel: string } }) {
  const current = useLocale();
  const pathname = usePathname();
  const target: Locale = current === 'en' ? 'mn' : 'en';
  const href = getPathname({ href: firstPageOf(pathname), locale: target });

  return (
    <NextLink
      href={href}
      prefetch={false}
      hrefLang={target}
      lang={target}
      aria-label={labels.switchLabel}
      onClick={() => rememberLocale(target)}
      className="inline-flex h-9 items-center rounded-full border border-brand px-3 text-sm font-semibold text-brand-dark hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {labels.switch}
    </NextLink>
  );
}
