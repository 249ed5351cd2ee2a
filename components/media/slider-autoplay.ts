import type { Swiper as SwiperInstance } from 'swiper';

/**
 * Advances the slider every `delay` ms. Swiper's own autoplay recomputes its remaining time on every animation
 * frame, which keeps a phone's main thread busy for as long as the page is open; a plain timer does the same job.
 * It pauses while the pointer or keyboard focus is on the slider and while the tab is hidden, restarts the full
 * delay after any slide change, and stays off for readers who prefer reduced motion.
 */
export function startAutoplay(swiper: SwiperInstance, delay: number): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const element = swiper.el;
  let timer: number | undefined;
  let isHovered = false;
  let isFocused = false;

  const schedule = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (isHovered || isFocused || document.hidden) schedule();
      else swiper.slideNext();
    }, delay);
  };
  const listeners: Array<[string, () => void]> = [
    ['pointerenter', () => (isHovered = true)],
    ['pointerleave', () => (isHovered = false)],
    ['focusin', () => (isFocused = true)],
    ['focusout', () => (isFocused = false)],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  swiper.on('slideChange', schedule);
  schedule();

  return () => {
    window.clearTimeout(timer);
    swiper.off('slideChange', schedule);
    for (const [type, listener] of listeners) element.removeEventListener(type, listener);
  };
}
