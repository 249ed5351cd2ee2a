import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { isOperatorRequest } from '@/lib/operations/operator-access';
import { gatherStatusReport } from '@/lib/operations/status-report';

export const dynamic = 'force-dynamic';

// GET /api/operator/status – `npm run status` on this machine while this server holds the embedded database: the
// status report (version, migrations, services, disk, jobs, mail, backup, maintenance and what needs attention)
export async function GET(request: Request): Promise<Response> {
  if (!isOperatorRequest(request.headers)) return jsonError(403, 'Only an operator command on this machine may ask for the status');

  return jsonPrivate(await gatherStatusReport());
}
