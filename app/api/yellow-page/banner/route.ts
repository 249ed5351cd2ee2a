import { listDirectoryBanners } from '@/lib/directory/queries';
import { publicJson } from '@/lib/http/respond';

// GET /api/yellow-page/banner – the directory home's banner slides in their order
export async function GET(): Promise<Response> {
  return publicJson({ banner: await listDirectoryBanners() });
}
