import { listAdminQuestions } from '@/lib/assessment/admin-questions';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/assessment-questions – the codex as staff edit it { result: sections with requirements and sub-questions }
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ result: await listAdminQuestions() });
}
