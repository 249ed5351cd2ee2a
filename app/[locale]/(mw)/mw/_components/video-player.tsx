'use client';

import { type ElementStarter, useStartAfterLoad } from '@/components/media/use-start-after-load';

/** Plays the muted banner video; visitors who ask for reduced motion keep the poster. */
const playVideo: ElementStarter = (targetId) => {
  const video = document.getElementById(targetId);
  if (!(video instanceof HTMLVideoElement) || window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    return undefined;
  // A browser may refuse to play (data saver): the poster then stays, which is what the page shows anyway.
  video.play().catch(() => undefined);

  return () => video.pause();
};
const loadVideoPlayer = () => Promise.resolve(playVideo);

/**
 * Starts the banner video once the page has loaded and the browser is idle: fetched earlier, its megabytes would
 * compete with the styles, scripts and the poster that the first paint waits for.
 */
export function VideoPlayer({ targetId }: { targetId: string }) {
  useStartAfterLoad(targetId, loadVideoPlayer);

  return null;
}
