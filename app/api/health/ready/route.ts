import { env } from '@/lib/env';
import { checkReadiness } from '@/lib/health/readiness';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

// GET /api/health/ready – readiness: database, migrations, the data folder's free space, and Redis and S3 when
// configured; 503 when any fails
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness({
    redisUrl: env.REDIS_URL,
    storage: env.S3_BUCKET ? storage : undefined,
    disk: { folder: env.DATA_DIR, minimumFreeMb: env.DISK_FREE_MIN_MB },
  });

  return Response.json(readiness, { status: readiness.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
