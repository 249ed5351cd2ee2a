'use client';

import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { CloseIcon, MenuIcon } from './icons';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the open drawer. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The menu below the lg breakpoint: a modal drawer (native dialog) holding the server-rendered tree. */
export function MobileMenu({
  labels,
  children,
}: {
  labels: { open: string; close: string; title: string };
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const drawerId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
    document.documentElement.style.overflow = isOpen ? 'hidden' : '';
  }, [isOpen]);

  const closeOnLink = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setIsOpen(false);
  };

  return (
    <>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={drawerId}
        onClick={() => setIsOpen(true)}
        className="flex h-12 items-center gap-2 px-2 text-base font-semibold text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <MenuIcon className="size-6" />
        {labels.open}
      </button>
      <dialog
        ref={dialogRef}
        id={drawerId}
        aria-modal="true"
        aria-labelledby={titleId}
        onClose={() => setIsOpen(false)}
        onKeyDown={trapFocus}
        onClick={closeOnLink}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-gray-200 bg-brand px-4 py-3 text-white">
          <h2 id={titleId} className="text-lg font-semibold">
            {labels.title}
          </h2>
          <button
            type="button"
            onClick={() => setIsOpen(false)}
            aria-label={labels.close}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-white"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {isOpen ? children : null}
      </dialog>
    </>
  );
}
