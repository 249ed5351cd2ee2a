'use client';

import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { CloseIcon, MenuIcon } from './icons';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null,
  );
}

type DrawerLabels = { open: string; close: string; title: string };

/**
 * The navbar's one list, server-rendered once: a bar from lg up, and below lg a modal drawer that the menu button
 * opens (dialog role while open, focus kept inside, Escape or a link closes it and focus returns to the button).
 */
export function NavDrawer({ labels, children }: { labels: DrawerLabels; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const titleId = useId();

  useEffect(() => {
    document.documentElement.style.overflow = isOpen ? 'hidden' : '';
    if (isOpen) focusableIn(drawerRef.current ?? document.body)[0]?.focus();
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isOpen) return;
    // An open submenu takes Escape first (its own handler stops it here).
    if (event.key === 'Escape') {
      close();

      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(event.currentTarget);
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
  };

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (isOpen && event.target instanceof Element && event.target.closest('a')) setIsOpen(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={drawerId}
        onClick={() => setIsOpen(true)}
        className="nav-open"
      >
        <MenuIcon className="i6" />
        {labels.open}
      </button>
      {isOpen ? <div className="nav-shade" onClick={close} aria-hidden="true" /> : null}
      <div
        ref={drawerRef}
        id={drawerId}
        role={isOpen ? 'dialog' : undefined}
        aria-modal={isOpen || undefined}
        aria-labelledby={isOpen ? titleId : undefined}
        data-open={isOpen || undefined}
        onKeyDown={onKeyDown}
        onClick={closeOnLink}
        className="nav-drawer"
      >
        {isOpen ? (
          <div className="nav-head">
            <h2 id={titleId}>{labels.title}</h2>
            <button type="button" onClick={close} aria-label={labels.close} className="nav-close">
              <CloseIcon className="i6" />
            </button>
          </div>
        ) : null}
        {children}
      </div>
    </>
  );
}
