import { fileColumn, nameColumns } from '@/app/api/admin/get/_lib/library-csv-columns';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminVideoQuerySchema } from '@/lib/library/admin-query';
import { type AdminVideo, listAdminVideos } from '@/lib/library/admin-queries';

// GET /api/admin/get/mining-video?page=&limit=&format= – one page of videos (10, 20 or 30) with both names, or
// every video as CSV
export const GET = adminGridRoute({
  query: adminVideoQuerySchema,
  page: ({ page, limit }) => listAdminVideos({ page, limit }),
  csv: {
    fileName: 'videos.csv',
    rows: async () => (await listAdminVideos()).video,
    columns: () => [...nameColumns<AdminVideo>(), fileColumn('video', (row: AdminVideo) => row.video)],
  },
});
