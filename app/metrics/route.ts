import { env } from '@/lib/env';
import { jsonError } from '@/lib/http/json-response';
import { metricsAccess } from '@/lib/http/metrics-access';
import { metricsRegistry } from '@/lib/setup/metrics-registry';

export const dynamic = 'force-dynamic';

// GET /metrics – Prometheus' text format; with METRICS_TOKEN only for its bearer, else only from internal addresses
export async function GET(request: Request): Promise<Response> {
  const access = metricsAccess(request.headers, env.METRICS_TOKEN);
  if (access === 'unauthorized')
    return jsonError(401, 'A valid metrics token is required', { headers: { 'WWW-Authenticate': 'Bearer' } });
  if (access === 'forbidden') return jsonError(403, 'Metrics are served to internal addresses only');
  const registry = metricsRegistry();

  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  });
}
