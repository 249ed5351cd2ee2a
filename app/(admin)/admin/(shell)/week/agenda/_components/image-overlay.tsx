'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

export type OverlayImage = { src: string; alt: string };

/**
 * An agenda page at full screen on the native <dialog> (seeds 2.3): a click anywhere or Escape closes it, and the
 * browser returns focus to the thumbnail that opened it.
 */
export function ImageOverlay({ image, onClose }: { image: OverlayImage | null; onClose: () => void }) {
  const t = useTranslations('admin.common');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (image && !element.open) element.showModal();
    if (!image && element.open) element.close();
  }, [image]);

  return (
    <dialog
      ref={dialog}
      aria-label={image?.alt}
      onClose={onClose}
      onClick={() => dialog.current?.close()}
      className="m-0 h-dvh max-h-none w-dvw max-w-none cursor-zoom-out bg-black/90 p-4 backdrop:bg-black/80"
    >
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the stored page as it is, at full size
        <img src={image.src} alt={image.alt} className="h-full w-full object-contain" />
      ) : null}
      <button type="button" className="fixed top-4 right-4 rounded bg-white px-4 py-2 font-semibold text-ink">
        {t('close')}
      </button>
    </dialog>
  );
}
