import { authorizeAdminRequest } from '@/lib/auth/guards';
import { answerRegistrations } from '@/lib/conference/registrations/list-http';

// GET /api/mw/get/new-registration?event=&page=&limit=&searchCat=&searchTerm=&format= – the new-registration
// screen's list: the same query and answer as /api/mw/get/user-registration (seeds 7.2)
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('registrations');
  if (!authorization.ok) return authorization.response;

  return answerRegistrations(request);
}
