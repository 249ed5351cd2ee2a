import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { writeRoute } from '@/lib/http/write-route';
import { isOperatorRequest } from '@/lib/operations/operator-access';
import { buildUploadsReport, deleteOrphanUploads } from '@/lib/operations/uploads-report';

export const dynamic = 'force-dynamic';

const FORBIDDEN = 'Only an operator command on this machine may see or delete stored uploads';

// GET /api/operator/uploads – `npm run uploads:report` while this server holds the embedded database: the size of
// the uploads per folder and the files no row names
export async function GET(request: Request): Promise<Response> {
  if (!isOperatorRequest(request.headers)) return jsonError(403, FORBIDDEN);

  return jsonPrivate(await buildUploadsReport());
}

// POST /api/operator/uploads – `npm run uploads:report -- --delete-orphans`: deletes the files no row names that are
// over an hour old, answered with the report it worked from, what went and what was kept
async function deleteOrphans(request: Request): Promise<Response> {
  if (!isOperatorRequest(request.headers)) return jsonError(403, FORBIDDEN);

  return jsonPrivate(await deleteOrphanUploads());
}

export const POST = writeRoute(['json'], deleteOrphans);
