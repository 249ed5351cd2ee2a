import 'server-only';

import { revalidatePath } from 'next/cache';

/**
 * Drops every cached public page (both languages, every sub-site) so an admin change shows on the next load
 * instead of after its freshness runs out. Next.js tags each cached page with the layouts above it; the
 * `[locale]` layout is above every public page, so revalidating it expires them all through the cache
 * handler's tag index (cache-handler/), on every server that shares the handler's store (Redis).
 *
 * Content changes are rare (a few a day) and each public page shows several kinds of content at once (the
 * ticker, menus and footer are on every page), so expiring all public pages is both simplest and always right.
 */
export function invalidatePublicPages(): void {
  revalidatePath('/[locale]', 'layout');
}
