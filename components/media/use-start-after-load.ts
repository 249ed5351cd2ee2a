'use client';

import { useEffect } from 'react';

import { whenIdleAfterLoad } from './when-idle-after-load';
import { whenNearViewport } from './when-near-viewport';

/** Starts something on an element and returns how to stop it (undefined when there is nothing to start). */
export type ElementStarter = (targetId: string) => (() => void) | undefined;

/**
 * Sets a server-rendered element moving once the page has loaded, the browser is idle and the element is near
 * the screen: the code (and styles) that `load` imports arrive only then, so neither the first paint nor the
 * page's payload carries them, and an element further down waits until the reader scrolls towards it. `load`
 * must be defined once (module level), not per render.
 */
export function useStartAfterLoad(targetId: string, load: () => Promise<ElementStarter>): void {
  useEffect(() => {
    const element = document.getElementById(targetId);
    if (!element) return undefined;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    let cancelNearWait = () => {};
    const cancelIdleWait = whenIdleAfterLoad(() => {
      cancelNearWait = whenNearViewport(element, () => {
        void load().then((start) => {
          if (!isCancelled) stop = start(targetId);
        });
      });
    });

    return () => {
      isCancelled = true;
      cancelIdleWait();
      cancelNearWait();
      stop?.();
    };
  }, [targetId, load]);
}
