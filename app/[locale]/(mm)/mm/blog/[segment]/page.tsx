import { blogSegmentRoute } from '@/components/news/news-list-page';

const route = blogSegmentRoute(() => true);

// A search (/mm/blog/{term}=1) renders per request: its terms are without end, and stored they would take the
// place of the pages readers use. Categories' and months' lists as their links write them are rewritten to the
// stored route list/[segment] (lib/i18n/site-rewrites.ts); another spelling of one (`08=1`) is listed here.
export const dynamic = 'force-dynamic';

export const generateMetadata = route.generateMetadata;

/** A news search at the seeds' address, or a list at a spelling no link makes. */
export default route.BlogSegmentPage;
