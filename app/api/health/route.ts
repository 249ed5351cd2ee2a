import { isDatabaseReachable } from '@/lib/health/queries';

export const dynamic = 'force-dynamic';

// GET /api/health – answers { ok: true } only after a database round trip
export async function GET(): Promise<Response> {
  const ok = await isDatabaseReachable();

  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
