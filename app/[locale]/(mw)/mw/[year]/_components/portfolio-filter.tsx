'use client';

import { useState } from 'react';

type PortfolioFilterProps = { listId: string; years: readonly number[]; labels: { group: string; all: string } };

/**
 * The portfolio's filter buttons (all, then each year). The photos are server-rendered in the list `listId`;
 * the filter only hides the other years' items, so it receives the years and nothing of the photos.
 */
export function PortfolioFilter({ listId, years, labels }: PortfolioFilterProps) {
  const [chosen, setChosen] = useState<number | null>(null);

  const choose = (year: number | null) => {
    setChosen(year);
    for (const item of document.querySelectorAll<HTMLElement>(`#${listId} > li`)) {
      item.hidden = year !== null && item.dataset.year !== String(year);
    }
  };

  return (
    <div role="group" aria-label={labels.group} className="pf-filter">
      {[null, ...years].map((year) => (
        <button key={year ?? 'all'} type="button" aria-pressed={chosen === year} onClick={() => choose(year)}>
          {year ?? labels.all}
        </button>
      ))}
    </div>
  );
}
