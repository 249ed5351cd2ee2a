import { listConferenceSocialLinks } from '@/lib/conference/queries';
import { publicJson } from '@/lib/http/respond';

// GET /api/mw/get/social-link – the conference's social network links { link: [{ id, icon, link }] }
export async function GET(): Promise<Response> {
  return publicJson({ link: await listConferenceSocialLinks() });
}
