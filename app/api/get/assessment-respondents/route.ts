import { adminTranslator } from '@/app/(admin)/admin/_lib/messages';
import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { listRespondents, type RespondentRow } from '@/lib/assessment/admin-respondents';
import { respondentQuerySchema } from '@/lib/assessment/admin-schema';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/assessment-respondents?page=&limit=&search=&format= – those who answered on their own initiative
// { respondents, totalPages, total }, or every respondent of the search as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const query = respondentQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { respondents } = await listRespondents({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });
    const t = adminTranslator();
    const column = (key: 'name' | 'email' | 'phone' | 'createdAt' | 'percentage') => t(`admin.assessment.respondents.columns.${key}`);

    return csvResponse<RespondentRow>('assessment-respondents.csv', respondents, [
      { header: column('name'), value: (row) => row.name },
      { header: column('email'), value: (row) => row.email },
      { header: column('phone'), value: (row) => row.phone_number },
      { header: column('createdAt'), value: (row) => row.created_at },
      { header: column('percentage'), value: (row) => row.percentage },
    ]);
  }
  const { respondents, totalPages, total } = await listRespondents(query);

  return jsonPrivate({ respondents, totalPages, total });
}
