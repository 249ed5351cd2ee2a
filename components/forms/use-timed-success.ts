'use client';

import { useEffect, useState } from 'react';

/**
 * A success message shown for `durationMs`, then hidden (the form idle again). It counts successes, so a second
 * one within the time restarts the timer.
 */
export function useTimedSuccess(durationMs: number): { isShown: boolean; show: () => void; hide: () => void } {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (count === 0) return;
    const timer = window.setTimeout(() => setCount(0), durationMs);

    return () => window.clearTimeout(timer);
  }, [count, durationMs]);

  return { isShown: count > 0, show: () => setCount((current) => current + 1), hide: () => setCount(0) };
}
