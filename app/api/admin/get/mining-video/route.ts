import { csvResponse } from '@/lib/admin/csv';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { adminVideoQuerySchema } from '@/lib/library/admin-query';
import { type AdminVideo, listAdminVideos } from '@/lib/library/admin-queries';
import { fileColumn, nameColumns } from '@/app/api/admin/get/_lib/library-csv-columns';

// GET /api/admin/get/mining-video?page=&limit=&format= – one page of videos (10, 20 or 30) with both names, or
// every video as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { page, limit, format } = adminVideoQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (format === 'csv') {
    const { video } = await listAdminVideos();

    return csvResponse<AdminVideo>('videos.csv', video, [...nameColumns(), fileColumn('video', (row) => row.video)]);
  }

  return jsonPrivate(await listAdminVideos({ page, limit }));
}
