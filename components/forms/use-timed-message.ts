'use client';

import { useCallback, useEffect, useState } from 'react';

/** A message that disappears after `ms`; showing it again (even the same text) restarts the time. */
export function useTimedMessage(ms: number): [string, (message: string) => void] {
  const [shown, setShown] = useState({ message: '', count: 0 });

  useEffect(() => {
    if (!shown.message) return;
    const timer = window.setTimeout(() => setShown((current) => ({ ...current, message: '' })), ms);

    return () => window.clearTimeout(timer);
  }, [shown, ms]);

  const show = useCallback((message: string) => setShown((current) => ({ message, count: current.count + 1 })), []);

  return [shown.message, show];
}
