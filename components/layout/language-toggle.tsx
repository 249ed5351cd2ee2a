'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { Suspense } from 'react';

import { firstPageOf } from '@/lib/i18n/first-page';
import { languageSwitchHref } from '@/lib/i18n/locale-paths';
import { usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type ToggleLabels = { switch: string; switchLabel: string };

/**
 * A plain link (a full page load, no click handler): proxy.ts stores the choice in the language cookie when it
 * answers `/en/...` or `/mn/...`, so the switch works the same before hydration or with JavaScript off.
 */
function SwitchLink({ search, labels }: { search: string; labels: ToggleLabels }) {
  const current = useLocale();
  const pathname = usePathname();
  const target: Locale = current === 'en' ? 'mn' : 'en';
  const href = languageSwitchHref({ pathname: firstPageOf(pathname), search, locale: target });

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={labels.switchLabel}
      className="inline-flex h-9 items-center rounded-full border border-brand px-3 text-sm font-semibold text-brand-dark hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {labels.switch}
    </a>
  );
}

function SwitchLinkWithQuery({ labels }: { labels: ToggleLabels }) {
  return <SwitchLink search={useSearchParams().toString()} labels={labels} />;
}

/**
 * Switches between /mm/x and /en/mm/x for the same page and query (a paged list starts again at page 1).
 * Cached pages cannot read the query on the server: there the link keeps the path and gains the query once
 * the page is hydrated; pages rendered per request (search, trade) have it in their HTML.
 */
export function LanguageToggle({ labels }: { labels: ToggleLabels }) {
  return (
    <Suspense fallback={<SwitchLink search="" labels={labels} />}>
      <SwitchLinkWithQuery labels={labels} />
    </Suspense>
  );
}
