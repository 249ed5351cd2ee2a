'use client';

import { type CSSProperties, useEffect, useState } from 'react';

import { langOfText } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import type { TickerEntry } from '@/lib/trade/ticker';

/** Seconds per entry: long enough to read a seller's name as it passes. */
const SECONDS_PER_ENTRY = 6;

type TickerLabels = { trades: string; notices: string; empty: string; fallback: string; fallbackHref: string };

type EntryListProps = { entries: readonly TickerEntry[]; labels: TickerLabels; isCopy: boolean; locale: Locale };

/** A trade's tonnage then its product; a notice's type then its tonnage (seeds: the ticker). */
function EntryDetail({ entry }: { entry: TickerEntry }) {
  const term = <span lang={entry.termLang}>{entry.term}</span>;

  // One item of the link's row, so that the row's gap does not fall inside it.
  return entry.kind === 'trade' ? (
    <span>
      {entry.detail} · {term}
    </span>
  ) : (
    <span>
      {term} · {entry.detail}
    </span>
  );
}

function EntryList({ entries, labels, isCopy, locale }: EntryListProps) {
  return (
    <ul className="flex shrink-0 items-center gap-8 pr-8" aria-hidden={isCopy || undefined}>
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.dateTime}-${entry.href}-${entry.seller}`}>
          <a
            href={entry.href}
            tabIndex={isCopy ? -1 : undefined}
            {...(entry.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="ticker-link"
          >
            <span
              className={`ticker-badge ${entry.kind === 'trade' ? 'bg-accent text-ink' : 'bg-white text-brand-dark'}`}
            >
              {entry.kind === 'trade' ? labels.trades : labels.notices}
            </span>
            <time dateTime={entry.dateTime}>{entry.time}</time>
            <b {...langOfText(entry.seller, locale)}>{entry.seller}</b>
            <EntryDetail entry={entry} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The ticker's entries, loaded once the page runs (GET /api/get/ticker) instead of being repeated in every
 * page's HTML; a second, hidden pass closes the scrolling loop. Before that, and without JavaScript, a link to
 * the trade page stands in.
 */
export function TickerFeed({ locale, labels }: { locale: Locale; labels: TickerLabels }) {
  const [entries, setEntries] = useState<readonly TickerEntry[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/get/ticker?lang=${locale}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ entries: TickerEntry[] }>) : { entries: [] }))
      .then((body) => setEntries(body.entries))
      .catch(() => {
        if (!controller.signal.aborted) setEntries([]);
      });

    return () => controller.abort();
  }, [locale]);

  if (entries === null) {
    return (
      <a href={labels.fallbackHref} className="ticker-link min-w-0 flex-1">
        {labels.fallback}
      </a>
    );
  }
  if (entries.length === 0) return <p className="min-w-0 flex-1 px-2">{labels.empty}</p>;
  const duration = { '--ticker-duration': `${entries.length * SECONDS_PER_ENTRY}s` } as CSSProperties;

  return (
    <div className="tk-view">
      <div className="tk-track" data-looped="true" style={duration}>
        <EntryList entries={entries} labels={labels} isCopy={false} locale={locale} />
        <EntryList entries={entries} labels={labels} isCopy locale={locale} />
      </div>
    </div>
  );
}
