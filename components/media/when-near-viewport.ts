/**
 * Calls `callback` once `element` comes within a quarter of a screen's height of the visible area (at once when
 * it is there already): early enough to be set up before it is seen, late enough that a carousel further down
 * costs nothing until the reader scrolls towards it. Returns how to stop waiting.
 */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: '25% 0px' },
  );
  observer.observe(element);

  return () => observer.disconnect();
}
