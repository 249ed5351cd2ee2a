import { authorizeAdminRequest } from '@/lib/auth/guards';
import { templateQuerySchema } from '@/lib/trade/import/schema';
import { templateCsv, templateFileName, templateXlsx } from '@/lib/trade/import/template';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// GET /api/admin/import/trade/template?kind=trade|notice&format=csv|xlsx – the import file template
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const { kind, format } = templateQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const headers = {
    'Content-Disposition': `attachment; filename="${templateFileName(kind, format)}"`,
    'Cache-Control': 'private, no-store',
  };
  if (format === 'xlsx')
    return new Response(Buffer.from(await templateXlsx(kind)), { headers: { ...headers, 'Content-Type': XLSX_TYPE } });

  return new Response(templateCsv(kind), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } });
}
