import { jsonPrivate } from '@/lib/http/json-response';
import { operatorRoute } from '@/lib/operations/operator-route';
import { buildUploadsReport, deleteOrphanUploads } from '@/lib/operations/uploads-report';
import { writeRoute } from '@/lib/write-guards/write-route';

export const dynamic = 'force-dynamic';

// GET /api/operator/uploads – `npm run uploads:report` while this server holds the embedded database: the size of
// the uploads per folder and the files no row names
async function readUploadsReport(): Promise<Response> {
  return jsonPrivate(await buildUploadsReport());
}

export const GET = operatorRoute(readUploadsReport);

// POST /api/operator/uploads – `npm run uploads:report -- --delete-orphans`: deletes the files no row names that are
// over an hour old, answered with the report it worked from, what went and what was kept
async function deleteOrphans(): Promise<Response> {
  return jsonPrivate(await deleteOrphanUploads());
}

export const POST = writeRoute(['json'], operatorRoute(deleteOrphans));
