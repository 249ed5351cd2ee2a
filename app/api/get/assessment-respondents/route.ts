import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { listRespondents } from '@/lib/assessment/admin-respondents';
import { respondentQuerySchema } from '@/lib/assessment/admin-schema';
import { RESPONDENT_COLUMNS } from '@/lib/assessment/respondent-columns';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/assessment-respondents?page=&limit=&search=&format= – those who answered on their own initiative
// { respondents, totalPages, total }, or every respondent of the search as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('evidence');
  if (!authorization.ok) return authorization.response;

  const query = respondentQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { respondents } = await listRespondents({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });

    return csvResponse('assessment-respondents.csv', respondents, csvColumnsOf(RESPONDENT_COLUMNS, adminKeyTranslator()));
  }
  const { respondents, totalPages, total } = await listRespondents(query);

  return jsonPrivate({ respondents, totalPages, total });
}
