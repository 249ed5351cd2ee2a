import { galleryQuerySchema } from '@/lib/conference/gallery';
import { listGalleryImages } from '@/lib/conference/programme/gallery/public-queries';
import { parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/mw/get/gallery-by-date?id=&limit=12&offset= – an agenda day's photos in upload order, a page at a time
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, galleryQuerySchema);
  if (response) return response;

  return publicJson({ images: await listGalleryImages({ dayId: data.id, limit: data.limit, offset: data.offset }) });
}
