import { adminText } from '@/lib/admin/action-response';
import { adminTranslator } from '@/lib/admin/messages';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { jsonRefusal } from '@/lib/http/reasons';
import { importRefusalReason } from '@/lib/import/refusal-reason';
import { writeRoute } from '@/lib/write-guards/write-route';
import { importKindSchema } from '@/lib/trade/import/schema';
import { IMPORT_FILE_ERRORS, type ImportRefusal, importTradeFile } from '@/lib/trade/import/run-import';

function refusalResponse(refusal: ImportRefusal): Response {
  const t = adminTranslator();
  if ('rows' in refusal) {
    return Response.json(
      {
        message: t('admin.operations.import.rejected'),
        rejected: refusal.rows.map((row) => ({
          ...row,
          reason: t(row.reason as 'admin.operations.import.reasons.required'),
        })),
      },
      { status: 400, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
  const { file } = refusal;
  if (file.problem === 'missingColumns')
    return jsonError(400, t('admin.operations.import.errors.missingColumns', { columns: file.columns.join(', ') }));
  if (file.problem === 'tooManyRows')
    return jsonError(400, t('admin.operations.import.errors.tooManyRows', { max: file.max }));

  return jsonError(400, t('admin.operations.import.errors.noRows'));
}

// POST /api/admin/import/trade?kind=trade|notice – imports a CSV or .xlsx file sent as the raw body, all or
// nothing: { inserted, skipped, total }, or 400 { message, rejected: [{ row, column, reason }] }
async function importTrades(request: Request): Promise<Response> {
  const { kind } = importKindSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = await importTradeFile({
    kind,
    body: request.body,
    declaredBytes: Number(request.headers.get('content-length') ?? '0'),
  });
  if (result.ok) return jsonPrivate(result.data);
  if ('refusal' in result) return refusalResponse(result.refusal);

  return jsonRefusal(importRefusalReason(result.error, IMPORT_FILE_ERRORS), adminText()(result.error));
}

export const POST = writeRoute(['file'], importTrades);
