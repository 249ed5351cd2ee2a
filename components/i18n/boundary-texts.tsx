'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** What the association site's error boundary and news not-found page say, in the page's language. */
export type BoundaryTexts = { loadFailed: string; retry: string; newsNotFound: string; backToNews: string; newsHref: string };

const BoundaryTextsContext = createContext<BoundaryTexts | null>(null);

/**
 * Hands the error and not-found boundaries (client components that get no props from the page) their few texts
 * from the server layout, instead of a translation runtime in every page's JavaScript.
 */
export function BoundaryTextsProvider({ texts, children }: { texts: BoundaryTexts; children: ReactNode }) {
  return <BoundaryTextsContext value={texts}>{children}</BoundaryTextsContext>;
}

export function useBoundaryTexts(): BoundaryTexts {
  const texts = useContext(BoundaryTextsContext);
  if (!texts) throw new Error('useBoundaryTexts needs a BoundaryTextsProvider above it');

  return texts;
}
