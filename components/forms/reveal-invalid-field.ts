import { useEffect } from 'react';

/** How long after a submission a form's answer may still mark a field invalid: a slow server's answer counts too. */
const ANSWER_WINDOW_MS = 30_000;
const INVALID_FIELD = '[aria-invalid="true"]';

/** Focuses the form's first invalid field, unless the focus is in one already; the browser scrolls it into view. */
function revealFirstInvalidField(form: HTMLFormElement): boolean {
  const first = form.querySelector<HTMLElement>(INVALID_FIELD);
  if (!first) return false;
  const active = document.activeElement;
  const isInInvalidField = active !== null && form.contains(active) && active.closest(INVALID_FIELD) !== null;
  if (!isInInvalidField) first.focus();

  return true;
}

/**
 * Makes every failed submission show what is wrong: once a submitted form marks a field `aria-invalid` (the
 * browser's own check, or the server's answer seconds later), the first such field takes the focus. The browser
 * scrolls a focused field into view, and the pages' `scroll-padding-top` keeps it below their sticky header.
 * Without it, a message above the screen leaves the button looking dead, and a screen reader hears nothing.
 * One listener for the whole document, so that each form, public or staff, behaves the same without wiring.
 */
export function useRevealInvalidFieldOnSubmit(): void {
  useEffect(() => {
    let stopWatching = () => {};

    const onSubmit = (event: SubmitEvent) => {
      stopWatching();
      if (!(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      const observer = new MutationObserver(() => {
        if (revealFirstInvalidField(form)) stopWatching();
      });
      const timer = window.setTimeout(() => stopWatching(), ANSWER_WINDOW_MS);
      stopWatching = () => {
        observer.disconnect();
        window.clearTimeout(timer);
      };
      observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    };

    document.addEventListener('submit', onSubmit, true);

    return () => {
      stopWatching();
      document.removeEventListener('submit', onSubmit, true);
    };
  }, []);
}
