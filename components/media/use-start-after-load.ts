'use client';

import { useEffect } from 'react';

import { whenIdleAfterLoad } from './when-idle-after-load';

/** Starts something on an element and returns how to stop it (undefined when there is nothing to start). */
export type ElementStarter = (targetId: string) => (() => void) | undefined;

/**
 * Sets a server-rendered element moving once the page has loaded and the browser is idle: the code (and styles)
 * that `load` imports arrive only then, so neither the first paint nor the page's payload carries them. `load`
 * must be defined once (module level), not per render.
 */
export function useStartAfterLoad(targetId: string, load: () => Promise<ElementStarter>): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isCancelled = false;
    const cancelWait = whenIdleAfterLoad(() => {
      void load().then((start) => {
        if (!isCancelled) stop = start(targetId);
      });
    });

    return () => {
      isCancelled = true;
      cancelWait();
      stop?.();
    };
  }, [targetId, load]);
}
