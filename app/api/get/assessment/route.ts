import { assessmentQuerySchema } from '@/lib/assessment/anonymous-schema';
import { listCodexGroups } from '@/lib/assessment/codex';
import { parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';

// GET /api/get/assessment?lang= – the codex as the seeds' groups (sections with their requirements and sub-questions)
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, assessmentQuerySchema);
  if (response) return response;

  return Response.json({ result: await listCodexGroups(data.lang) }, { headers: PUBLIC_CACHE_HEADERS });
}
