import { jsonPrivate } from '@/lib/http/json-response';
import { operatorRoute } from '@/lib/operations/operator-route';
import { gatherStatusReport } from '@/lib/operations/status-report';

export const dynamic = 'force-dynamic';

// GET /api/operator/status – `npm run status` on this machine while this server holds the embedded database: the
// status report (version, migrations, services, disk, jobs, mail, backup, maintenance and what needs attention)
async function readStatus(): Promise<Response> {
  return jsonPrivate(await gatherStatusReport());
}

export const GET = operatorRoute(readStatus);
