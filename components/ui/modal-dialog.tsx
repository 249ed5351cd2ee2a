'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalDialogProps = {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Width and height limits of the box, e.g. `max-w-md`. */
  className?: string;
  /** Beside the title, e.g. a close button. */
  titleAside?: ReactNode;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>, for the back-office and the public sites alike: focus moves into it and back,
 * Escape closes it, and the rest of the page is inert while it is open. Its frame is the `modal` class of
 * app/base.css, which both areas' stylesheets carry: each area's Tailwind scans only its own code, so utilities
 * written here for one area were missing from the other's (the dialog sat in the corner with no backdrop).
 */
export function ModalDialog({
  isOpen,
  title,
  onClose,
  className = 'max-w-md',
  titleAside,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`modal ${className}`}
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {titleAside}
        </div>
        {children}
      </div>
    </dialog>
  );
}
