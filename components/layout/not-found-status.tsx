'use client';

import { notFound } from 'next/navigation';

/** The digest Next.js gives a not-found error, which the server writes on the boundary it could not finish. */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';

const isNotFoundStatusError = (error: unknown) =>
  error instanceof Error && 'digest' in error && error.digest === NOT_FOUND_DIGEST;

// When it hydrates the boundary the server left unfinished on purpose, React reports the server's error (#419) as
// a page error. It is this page's status, not a failure: the report is dropped, any other error still reaches the
// console. Registered when the module loads, before React hydrates and reports.
if (typeof window !== 'undefined') {
  window.addEventListener('error', (event) => {
    if (isNotFoundStatusError(event.error)) event.preventDefault();
  });
}

/**
 * Makes the response a 404 while the page around it is rendered in full. Next.js takes a cached page's status from
 * a not-found error thrown inside a Suspense boundary and keeps the markup outside that boundary; thrown outside
 * every boundary, the error gives an empty document that only JavaScript fills (nothing for a crawler or a browser
 * without scripts). The error is thrown on the server only: in the browser the boundary renders nothing.
 */
export function NotFoundStatus(): null {
  if (typeof window === 'undefined') notFound();

  return null;
}
