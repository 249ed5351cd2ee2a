import { gridQuerySchema } from '@/lib/list-query/grid-query';

import { ADMIN_REPORT_PAGE_SIZES, VIDEO_PAGE_SIZES } from './schema';

/** Seeds 9 gives documents and posters no page size; their grids page like the videos' (10, 20, 30). */
export const LIBRARY_PAGE_SIZES = VIDEO_PAGE_SIZES;

// GET /api/admin/get/mining-video and the /admin/video grid
export const adminVideoQuerySchema = gridQuerySchema({ pageSizes: VIDEO_PAGE_SIZES });
// The /admin/document and /admin/sustainable-mining grids
export const libraryGridQuerySchema = gridQuerySchema({ pageSizes: LIBRARY_PAGE_SIZES });
// GET /api/get/reports and the /admin/report list
export const adminReportQuerySchema = gridQuerySchema({ pageSizes: ADMIN_REPORT_PAGE_SIZES });
