import { CSV_EXPORT_LIMIT } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { listRespondents } from '@/lib/assessment/admin-respondents';
import { respondentQuerySchema } from '@/lib/assessment/admin-schema';
import { RESPONDENT_COLUMNS } from '@/lib/assessment/respondent-columns';

// GET /api/get/assessment-respondents?page=&limit=&search=&format= – those who answered on their own initiative
// { respondents, totalPages, total }, or every respondent of the search as CSV
export const GET = adminGridRoute({
  permission: 'evidence',
  query: respondentQuerySchema,
  page: async (query) => {
    const { respondents, totalPages, total } = await listRespondents(query);

    return { respondents, totalPages, total };
  },
  csv: {
    fileName: 'assessment-respondents.csv',
    rows: async (query) => (await listRespondents({ ...query, page: 1, limit: CSV_EXPORT_LIMIT })).respondents,
    columns: () => csvColumnsOf(RESPONDENT_COLUMNS, adminKeyTranslator()),
  },
});
