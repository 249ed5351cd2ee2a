import { env } from '@/lib/env';
import { checkReadiness } from '@/lib/health/readiness';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

// GET /api/health/ready – readiness: database, migrations, and Redis and S3 when configured; 503 when any fails
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness({ redisUrl: env.REDIS_URL, storage: env.S3_BUCKET ? storage : undefined });

  return Response.json(readiness, { status: readiness.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
