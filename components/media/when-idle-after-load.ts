/** Runs `callback` once the page has loaded and the browser is idle (a short delay where idle callbacks are missing). */
export function whenIdleAfterLoad(callback: () => void): () => void {
  const hasIdleCallback = typeof window.requestIdleCallback === 'function';
  let cancel = () => {};
  const schedule = () => {
    if (hasIdleCallback) {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}
