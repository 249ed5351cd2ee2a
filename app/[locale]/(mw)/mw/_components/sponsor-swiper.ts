import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

const DELAY_MS = 3000;

/**
 * Starts the carousel on the element `id`, a plain `<ul>` of logos from the server: Swiper's classes are added
 * here, so the page's markup (and its payload) does not carry them. Returns how to stop it.
 */
export function startSponsorSwiper(id: string): (() => void) | undefined {
  const element = document.getElementById(id);
  const list = element?.querySelector('ul');
  if (!element || !list) return undefined;
  element.classList.add('swiper');
  list.classList.add('swiper-wrapper');
  for (const item of list.children) item.classList.add('swiper-slide');
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = new Swiper(element, {
    modules: [Autoplay],
    slidesPerView: 5,
    spaceBetween: 16,
    loop: true,
    breakpoints: { 1024: { slidesPerView: 10 } },
    autoplay: isReduced ? false : { delay: DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
  });

  return () => swiper.destroy();
}
