import { authorizeAdminRequest } from '@/lib/auth/guards';
import { answerRegistrations } from '@/lib/conference/registrations/list-http';

// GET /api/mw/get/user-registration?event=&page=&limit=&searchCat=&searchTerm=&format= – an edition's registrations
// { register, total, totalPages }, newest first, or every one of the search as CSV or .xlsx
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('registrations');
  if (!authorization.ok) return authorization.response;

  return answerRegistrations(request);
}
