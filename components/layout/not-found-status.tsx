'use client';

import { notFound } from 'next/navigation';

/**
 * Makes the response a 404 while the page around it is rendered in full. Next.js takes a cached page's status from
 * a not-found error thrown inside a Suspense boundary and keeps the markup outside that boundary; thrown outside
 * every boundary, the error gives an empty document that only JavaScript fills (nothing for a crawler or a browser
 * without scripts). The error is thrown on the server only: in the browser the boundary renders nothing (React
 * reports that the server could not finish it, as it does for Next.js' own not-found after streaming has begun).
 */
export function NotFoundStatus(): null {
  if (typeof window === 'undefined') notFound();

  return null;
}
