import { useEffect } from 'react';

/** The attribute on <html> that says the page is alive: public/load-after-paint.js and the journeys wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has committed its hydration: from then on a tap, a submission or a keystroke
 * reaches its handler. An effect runs only after the commit, whereas an element may already carry React's
 * handlers while the hydration that owns it is still pending (a script it waits for), and an event then is lost.
 * The mark is ours, so nothing outside React depends on React's private fields. A client component that every
 * page of an area renders in its frame calls it (the public sites' back-to-top button, the back-office's message
 * provider): a component of its own would cost every page a client reference and a script.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}
