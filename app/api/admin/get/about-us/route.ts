import { listAdminAboutPeople } from '@/lib/about/queries';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/admin/get/about-us – every about entry for the about and auditor screens { about: [...] }
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ about: await listAdminAboutPeople() });
}
