import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/account – the signed-in admin's name and position for the admin header
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { firstName, position } = authorization.admin;

  return jsonPrivate({ account: { first_name: firstName, position } });
}
