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
 * The back-office modal on the native <dialog>: focus moves into it and back, Escape closes it, and the rest
 * of the page is inert while it is open.
 */
export function ModalDialog({ isOpen, title, onClose, className = 'max-w-md', titleAside, children }: ModalDialogProps) {
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
      className={`m-auto w-full rounded-lg p-0 shadow-xl backdrop:bg-black/40 ${className}`}
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
