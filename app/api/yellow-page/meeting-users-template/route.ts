import { authorizeAdminRequest } from '@/lib/auth/guards';
import { parseQuery } from '@/lib/http/respond';
import { templateCsv, templateFileName, templateXlsx } from '@/lib/meetings/admin/import-template';
import { templateQuerySchema } from '@/lib/meetings/admin/schema';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// GET /api/yellow-page/meeting-users-template?format=csv|xlsx – the meeting user import file's template
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { data: query, response } = await parseQuery(request, templateQuerySchema);
  if (response) return response;

  const headers = {
    'Content-Disposition': `attachment; filename="${templateFileName(query.format)}"`,
    'Cache-Control': 'private, no-store',
  };
  if (query.format === 'xlsx')
    return new Response(Buffer.from(await templateXlsx()), { headers: { ...headers, 'Content-Type': XLSX_TYPE } });

  return new Response(templateCsv(), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } });
}
