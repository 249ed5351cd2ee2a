import Swiper from 'swiper';
import { A11y } from 'swiper/modules';

import { startAutoplay } from '@/components/media/slider-autoplay';

/** Seeds 9: the directory's banner advances every 8 seconds. */
const DELAY_MS = 8000;

/**
 * Starts the carousel on the element `id`, a plain row of slides from the server: Swiper's classes are added
 * here, so the page's markup (and its payload) does not carry them. The shared timer pauses on hover and focus and
 * stays off for reduced motion. Returns how to stop it.
 */
export function startBannerSwiper(id: string): (() => void) | undefined {
  const element = document.getElementById(id);
  const list = element?.querySelector('.yp-slides');
  if (!element || !list || list.children.length < 2) return undefined;
  element.classList.add('swiper');
  list.classList.add('swiper-wrapper');
  for (const item of list.children) item.classList.add('swiper-slide');
  // The timer changes the slides: announcing each change would interrupt screen-reader users every 8 s.
  const swiper = new Swiper(element, { modules: [A11y], loop: true, a11y: { wrapperLiveRegion: false } });
  const stopAutoplay = startAutoplay(swiper, DELAY_MS);

  return () => {
    stopAutoplay();
    swiper.destroy();
  };
}
