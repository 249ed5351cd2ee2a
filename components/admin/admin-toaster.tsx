'use client';

import { Toaster } from 'sonner';

/** Where the admin's notices appear; announced to screen readers by sonner's live region. */
export function AdminToaster() {
  return <Toaster position="top-right" richColors closeButton />;
}
