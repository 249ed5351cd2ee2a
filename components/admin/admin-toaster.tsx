'use client';

import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * sonner's rich colours put mid-green and mid-red text on pale backgrounds, below the 4.5:1 contrast staff need;
 * the same hues one shade darker keep the meaning and pass.
 */
const READABLE_RICH_COLORS = {
  '--success-bg': '#f0fdf4',
  '--success-border': '#86efac',
  '--success-text': '#14532d',
  '--error-bg': '#fef2f2',
  '--error-border': '#fca5a5',
  '--error-text': '#7f1d1d',
} as CSSProperties;

/** Where the admin's notices appear; announced to screen readers by sonner's live region. */
export function AdminToaster() {
  return <Toaster position="top-right" richColors closeButton style={READABLE_RICH_COLORS} />;
}
