import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { listAdminDocuments } from '@/lib/library/admin-queries';

// GET /api/admin/get/document-pdf – every PDF document with both names, for the admin screen
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { document } = await listAdminDocuments();

  return jsonPrivate({ document });
}
