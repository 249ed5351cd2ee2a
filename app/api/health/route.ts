export const dynamic = 'force-dynamic';

// GET /api/health – liveness: the process answers requests. It touches no database, so a slow or absent database
// never gets a live server restarted; /api/health/ready says whether it can serve.
export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
