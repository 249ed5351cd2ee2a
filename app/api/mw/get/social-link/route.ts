import { publicJson } from '@/lib/http/respond';
import { listSocialLinks } from '@/lib/social-links/queries';

// GET /api/mw/get/social-link – the conference's social network links { link: [{ id, icon, link }] }
export async function GET(): Promise<Response> {
  return publicJson({ link: await listSocialLinks('conference') });
}
