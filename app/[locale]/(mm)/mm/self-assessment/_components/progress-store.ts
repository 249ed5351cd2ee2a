'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';

import { type AnonymousProgress, parseProgress } from '@/lib/assessment/anonymous-progress';

const STORAGE_KEY = 'mnma.self-assessment';
const listeners = new Set<() => void>();
/** Used when the browser refuses sessionStorage (some private modes): the flow then works without resuming. */
let memoryCopy: string | null = null;

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return memoryCopy;
  }
}

function writeStored(value: string | null): void {
  memoryCopy = value;
  try {
    if (value === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Kept in memoryCopy only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);

  return () => listeners.delete(listener);
}

/**
 * The flow's progress, stored in the tab's sessionStorage. The server and the first render see a fresh start,
 * then React switches to what the tab kept, so a reload resumes without a hydration mismatch.
 */
export function useStoredProgress(pageCount: number): {
  progress: AnonymousProgress;
  update: (change: (progress: AnonymousProgress) => AnonymousProgress) => void;
  clear: () => void;
} {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const progress = useMemo(() => parseProgress(stored, pageCount), [stored, pageCount]);
  const update = useCallback(
    (change: (progress: AnonymousProgress) => AnonymousProgress) =>
      writeStored(JSON.stringify(change(parseProgress(readStored(), pageCount)))),
    [pageCount],
  );
  const clear = useCallback(() => writeStored(null), []);

  return { progress, update, clear };
}
