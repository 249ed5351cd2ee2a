'use client';

import { type PointerEvent, useRef, useState } from 'react';

import { Picture } from '@/components/media/picture';
import { GALLERY_PAGE_SIZE } from '@/lib/conference/gallery';
import type { GalleryImage } from '@/lib/conference/programme/gallery/public-queries';
import { imageSources } from '@/lib/images/srcset';

export type GalleryLabels = {
  more: string;
  loading: string;
  failed: string;
  open: string;
  close: string;
  previous: string;
  next: string;
  photo: string;
};

/** A swipe is a horizontal move of at least this many pixels. */
const SWIPE_PX = 40;

/**
 * One day's photos: the first twelve from the server, more on request (seeds 4: a page shorter than twelve is
 * the last), and a full-screen viewer with buttons, arrow keys, Escape and swipes.
 */
export function DayGallery({
  dayId,
  initial,
  total,
  labels,
}: {
  dayId: number;
  initial: readonly GalleryImage[];
  total: number;
  labels: GalleryLabels;
}) {
  const [images, setImages] = useState(initial);
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const photoLabel = (index: number) =>
    labels.photo.replace('{index}', String(index + 1)).replace('{total}', String(total));

  const loadMore = async () => {
    setIsLoading(true);
    setHasFailed(false);
    try {
      const response = await fetch(
        `/api/mw/get/gallery-by-date?id=${dayId}&limit=${GALLERY_PAGE_SIZE}&offset=${images.length}`,
      );
      if (!response.ok) throw new Error(`gallery answered ${response.status}`);
      const { images: next } = (await response.json()) as { images: GalleryImage[] };
      setImages((current) => [...current, ...next]);
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoading(false);
    }
  };

  const open = (index: number) => {
    setShown(index);
    dialog.current?.showModal();
  };
  const step = (delta: number) =>
    setShown((index) => (index === null ? null : (index + delta + images.length) % images.length));
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
  };
  const current = shown === null ? undefined : images[shown];

  return (
    <>
      <ul className="mw-gallery">
        {images.map((photo, index) => (
          <li key={photo.id}>
            <button type="button" onClick={() => open(index)} aria-label={`${labels.open}: ${photoLabel(index)}`}>
              <Picture
                src={photo.image}
                sources={imageSources(photo.image, 'teaser')}
                alt=""
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
              />
            </button>
          </li>
        ))}
      </ul>
      {images.length < total ? (
        <p className="mw-more">
          <button type="button" onClick={loadMore} disabled={isLoading}>
            {isLoading ? labels.loading : labels.more}
          </button>
        </p>
      ) : null}
      {hasFailed ? <p role="alert">{labels.failed}</p> : null}
      <dialog
        ref={dialog}
        className="mw-viewer"
        aria-label={current && shown !== null ? photoLabel(shown) : labels.photo}
        onClose={() => setShown(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
      >
        {current && shown !== null ? (
          <>
            <Picture
              src={current.image}
              sources={imageSources(current.image, 'teaser')}
              alt={photoLabel(shown)}
              sizes="100vw"
            />
            <p aria-live="polite">{photoLabel(shown)}</p>
          </>
        ) : null}
        <button type="button" className="mw-viewer-prev" onClick={() => step(-1)} aria-label={labels.previous}>
          ‹
        </button>
        <button type="button" className="mw-viewer-next" onClick={() => step(1)} aria-label={labels.next}>
          ›
        </button>
        <button
          type="button"
          className="mw-viewer-close"
          onClick={() => dialog.current?.close()}
          aria-label={labels.close}
        >
          ×
        </button>
      </dialog>
    </>
  );
}
