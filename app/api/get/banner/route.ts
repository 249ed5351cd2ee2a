import { listBanners } from '@/lib/banners/queries';
import { publicJson } from '@/lib/http/respond';

// GET /api/get/banner – the home-page slides in display order
export async function GET(): Promise<Response> {
  const banner = await listBanners();

  return publicJson({ banner });
}
