'use client';

import { useEffect } from 'react';

/** Seeds 2.1: the directory header shrinks once the page is scrolled past 50 px. */
const THRESHOLD_PX = 50;

/** Marks the server-rendered header `targetId` as shrunk while the page is scrolled down; it renders nothing. */
export function HeaderShrink({ targetId }: { targetId: string }) {
  useEffect(() => {
    const header = document.getElementById(targetId);
    if (!header) return;
    const update = () => header.toggleAttribute('data-shrunk', window.scrollY > THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });

    return () => window.removeEventListener('scroll', update);
  }, [targetId]);

  return null;
}
