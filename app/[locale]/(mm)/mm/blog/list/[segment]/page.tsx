import { blogSegmentRoute } from '@/components/news/news-list-page';
import { isListSegment } from '@/lib/news/blog-segment';

const route = blogSegmentRoute(isListSegment);

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = route.generateMetadata;

/**
 * A category's or an archive month's list, at the address `/mm/blog/{value}={page}` (lib/i18n/site-rewrites.ts
 * rewrites it here); only the form its links write, so each list is stored once.
 */
export default route.BlogSegmentPage;
