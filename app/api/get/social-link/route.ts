import { publicJson } from '@/lib/http/respond';
import { listSocialLinks } from '@/lib/social-links/queries';

// GET /api/get/social-link – the association's social network links
export async function GET(): Promise<Response> {
  const link = await listSocialLinks('association');

  return publicJson({ link });
}
