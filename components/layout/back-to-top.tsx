'use client';

import { useEffect, useState } from 'react';

import { useRevealInvalidFieldOnSubmit } from '@/components/forms/reveal-invalid-field';

import { useHydrationMark } from './hydration-mark';
import { ArrowUpIcon } from './icons';

/** Seeds: the button appears once the page is scrolled more than 200 px. */
const THRESHOLD_PX = 200;
/** A scroll shorter than this is not yet a direction: a finger at rest still moves the page by a pixel or two. */
const DIRECTION_PX = 12;

/**
 * The button that takes a long page back to its top. The public frames render it on every page, so it also marks
 * the page alive and makes a failed form submission focus its first invalid field. It tells the call and WhatsApp
 * buttons beside it (`data-away`, globals.css) when the reader is scrolling down through the page: on a phone they
 * then step aside instead of covering what is being read, and come back as soon as the reader scrolls up.
 */
export function BackToTop({ label }: { label: string }) {
  const [isVisible, setIsVisible] = useState(false);
  const [isReadingOn, setIsReadingOn] = useState(false);
  useHydrationMark();
  useRevealInvalidFieldOnSubmit();

  useEffect(() => {
    let settled = window.scrollY;
    const update = () => {
      // Clamped to the page: a phone's bounce past either end moves back by itself and is no direction.
      const scrolled = Math.min(
        Math.max(window.scrollY, 0),
        document.documentElement.scrollHeight - window.innerHeight,
      );
      setIsVisible(scrolled > THRESHOLD_PX);
      if (scrolled < DIRECTION_PX) {
        setIsReadingOn(false);
        settled = scrolled;
      } else if (Math.abs(scrolled - settled) >= DIRECTION_PX) {
        setIsReadingOn(scrolled > settled);
        settled = scrolled;
      }
    };
    update();
    window.addEventListener('scroll', update, { passive: true });

    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollToTop = () => {
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: isReduced ? 'auto' : 'smooth' });
    document.getElementById('skip-link')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={scrollToTop}
      hidden={!isVisible}
      data-away={isReadingOn ? '' : undefined}
      aria-label={label}
      className="qc-top"
    >
      <ArrowUpIcon />
    </button>
  );
}
