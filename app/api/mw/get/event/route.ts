import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listEditionChoices } from '@/lib/conference/editions/choices';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/mw/get/event – the editions for the back-office's event selectors { event: [{ id, event, year, isCurrent }] },
// newest first
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ event: await listEditionChoices() });
}
