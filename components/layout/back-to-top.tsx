'use client';

import { useEffect, useState } from 'react';

import { useRevealInvalidFieldOnSubmit } from '@/components/forms/reveal-invalid-field';

import { useHydrationMark } from './hydration-mark';
import { ArrowUpIcon } from './icons';

/** Seeds: the button appears once the page is scrolled more than 200 px. */
const THRESHOLD_PX = 200;

/**
 * The button that takes a long page back to its top. The public frames render it on every page, so it also marks
 * the page alive and makes a failed form submission focus its first invalid field.
 */
export function BackToTop({ label }: { label: string }) {
  const [isVisible, setIsVisible] = useState(false);
  useHydrationMark();
  useRevealInvalidFieldOnSubmit();

  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > THRESHOLD_PX);
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
    <button type="button" onClick={scrollToTop} hidden={!isVisible} aria-label={label} className="qc-top">
      <ArrowUpIcon />
    </button>
  );
}
