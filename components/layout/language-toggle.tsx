'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { type MouseEvent, Suspense, useEffect, useState } from 'react';

import { languageSwitchHref, pageOf } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/routing';

type ToggleLabels = { switch: string; switchLabel: string };

/** Reports the page's query once hydrated; it renders nothing, so the link itself never waits for it. */
function QueryReporter({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().toString();
  useEffect(() => onQuery(query), [onQuery, query]);

  return null;
}

/**
 * Switches between /mm/x and /en/mm/x for the same address: path (a list's page included), query and fragment.
 *
 * A plain link (a full page load): proxy.ts stores the choice in the language cookie when it answers `/en/...` or
 * `/mn/...`, so the switch works the same before hydration or with JavaScript off. The link is rendered once and
 * keeps its DOM node: only its href gains the query after hydration, so a click made while the page hydrates is
 * never lost. Before that (or without JavaScript) proxy.ts takes the query from the Referer header. The fragment
 * (a gallery's day, a section) never reaches the server: the click adds it to the link as it is followed, and the
 * browser keeps it through the proxy's redirect.
 */
export function LanguageToggle({ locale: current, labels }: { locale: Locale; labels: ToggleLabels }) {
  const pathname = pageOf(usePathname());
  const [query, setQuery] = useState('');
  const target: Locale = current === 'en' ? 'mn' : 'en';
  const href = languageSwitchHref({ pathname, search: query, locale: target });
  const withFragment = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${href}${window.location.hash}`;
  };

  return (
    <>
      <a
        href={href}
        onClick={withFragment}
        hrefLang={target}
        lang={target}
        aria-label={labels.switchLabel}
        className="hd-lang"
      >
        {labels.switch}
      </a>
      <Suspense fallback={null}>
        <QueryReporter onQuery={setQuery} />
      </Suspense>
    </>
  );
}
