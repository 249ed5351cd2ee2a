'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** What the association site's error boundary says, in the page's language. */
export type BoundaryTexts = { loadFailed: string; retry: string };

const BoundaryTextsContext = createContext<BoundaryTexts | null>(null);

/**
 * Hands the error boundary (a client component that gets no props from the page) its few texts
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
