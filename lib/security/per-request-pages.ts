import { isListSegment } from '../news/blog-segment';

/**
 * The public pages rendered for each request (they read the query, the session or the clock): a search, the
 * trade tables, a member's assessment, the meeting pages. Only these may get a per-response nonce (proxy.ts):
 * every other public page is stored once and served to everyone, and a nonce in its HTML would be every
 * visitor's nonce; a stored page runs its inline scripts by their hashes instead (cache-handler/). The
 * directory home reaches its own route only with a search; its browsing views are rewritten to a stored route
 * first (lib/directory/view-segment.ts). A news search at `/mm/blog/{term}={page}` is rendered per request too;
 * a category's or month's list at the same depth is stored (lib/news/blog-segment.ts). Only dependency-free
 * imports: proxy.ts bundles this module.
 */
const BLOG_SEGMENT_PAGE = /^(?:\/en)?\/mm\/blog\/([^/]+)\/?$/;
const PER_REQUEST_PAGE = /^(?:\/en)?\/(?:mm\/(?:blog|trade|member-assessment)|yellow-page(?:\/meeting\/[^/]+)?)\/?$/;

/** Whether the page at `pathname` (as routed, before the locale is added) is rendered for each request. */
export function isPerRequestPage(pathname: string): boolean {
  const blogSegment = BLOG_SEGMENT_PAGE.exec(pathname)?.[1];
  if (blogSegment !== undefined) return !isListSegment(blogSegment);

  return PER_REQUEST_PAGE.test(pathname);
}
