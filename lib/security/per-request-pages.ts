/**
 * The public pages rendered for each request (they read the query, the session or the clock): a search, the
 * trade tables, a member's assessment, the meeting pages. Only these may get a per-response nonce (proxy.ts):
 * every other public page is stored once and served to everyone, and a nonce in its HTML would be every
 * visitor's nonce; a stored page runs its inline scripts by their hashes instead (cache-handler/). The
 * directory home reaches its own route only with a search; its browsing views are rewritten to a stored route
 * first (lib/directory/view-segment.ts). No imports: proxy.ts bundles this module.
 */
const PER_REQUEST_PAGE = /^(?:\/en)?\/(?:mm\/(?:blog|trade|member-assessment)|yellow-page(?:\/meeting\/[^/]+)?)\/?$/;

/** Whether the page at `pathname` (as routed, before the locale is added) is rendered for each request. */
export function isPerRequestPage(pathname: string): boolean {
  return PER_REQUEST_PAGE.test(pathname);
}
