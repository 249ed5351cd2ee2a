import { authorizeAdminRequest } from '@/lib/auth/guards';
import { PENDING_LOGO_FOLDER } from '@/lib/directory/registration/limits';
import { serveStoredFile } from '@/lib/storage';

type RouteContext = { params: Promise<{ name: string }> };

// GET /api/admin/get/pending-logo/{name} – the logo of a directory request waiting for review, to staff only
// (the public /files route never serves it until approval publishes it)
export async function GET(request: Request, { params }: RouteContext): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { name } = await params;
  const served = await serveStoredFile({ request, key: `${PENDING_LOGO_FOLDER}/${name}`, hasBody: true });
  // Not public yet: no shared cache may keep it.
  const headers = new Headers(served.headers);
  headers.set('Cache-Control', 'private, no-store');

  return new Response(served.body, { status: served.status, headers });
}
