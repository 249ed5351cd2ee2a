/**
 * The longest search term any list takes: no name, e-mail or title anyone looks for is longer. Dependency-free,
 * because the news list's address reader (lib/news/blog-segment.ts) is bundled into proxy.ts and loaded by
 * next.config.ts; the schemas take the cap through search-term-schema.ts.
 */
export const SEARCH_TERM_MAX_LENGTH = 100;
