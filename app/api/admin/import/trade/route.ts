import { runAdminAction } from '@/lib/admin/run-admin-action';
import { fail, ok } from '@/lib/action-result';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { importKindSchema, importTableSchema } from '@/lib/trade/import/schema';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@/lib/trade/import/columns';
import { importTradeFile, type ImportOutcome } from '@/lib/trade/import/import';
import { readBodyWithin } from '@/lib/http/read-body';
import { readImportFile } from '@/lib/import/read-file';
import { adminTranslator } from '@/lib/i18n/admin-messages';
import { writeRoute } from '@/lib/http/write-route';

type Rejection = Extract<ImportOutcome, { ok: false }>;

function rejectionResponse({ file, problems }: Rejection): Response {
  const t = adminTranslator();
  if (file?.reason === 'admin.operations.import.errors.missingColumns') {
    return jsonError(400, t(file.reason, { columns: file.columns.join(', ') }));
  }
  if (file?.reason === 'admin.operations.import.errors.tooManyRows') return jsonError(400, t(file.reason, { max: file.max }));
  if (file) return jsonError(400, t(file.reason));

  return Response.json(
    {
      message: t('admin.operations.import.rejected'),
      rejected: problems.map((problem) => ({ ...problem, reason: t(problem.reason as 'admin.operations.import.reasons.required') })),
    },
    { status: 400, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

// POST /api/admin/import/trade?kind=trade|notice – imports a CSV or .xlsx file sent as the raw body, all or
// nothing: { inserted, skipped, total }, or 400 { message, rejected: [{ row, column, reason }] }
async function importTrades(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('content');
  if (!authorization.ok) return authorization.response;

  const t = adminTranslator();
  const { kind } = importKindSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (Number(request.headers.get('content-length') ?? '0') > IMPORT_MAX_BYTES) return jsonError(413, t('admin.operations.import.errors.tooLarge'));
  if (!request.body) return jsonError(400, t('admin.operations.import.errors.empty'));
  const bytes = await readBodyWithin(request.body, IMPORT_MAX_BYTES);
  if (!bytes) return jsonError(413, t('admin.operations.import.errors.tooLarge'));
  if (bytes.byteLength === 0) return jsonError(400, t('admin.operations.import.errors.empty'));
  const read = await readImportFile(bytes, { maxRows: IMPORT_MAX_ROWS });
  if (!read.ok) return read.reason === 'tooLargeUnpacked' ? jsonError(413, t('admin.operations.import.errors.tooLargeUnpacked')) : jsonError(415, t('admin.operations.import.errors.wrongType'));
  const { table } = read;

  // The rejection is kept aside: runAdminAction answers a failed run with its error key only.
  let rejection: Rejection | null = null;
  const result = await runAdminAction({
    permission: 'content',
    schema: importTableSchema,
    input: { kind, table },
    action: `${kind}.import`,
    run: async (data) => {
      const outcome = await importTradeFile(data.kind, data.table);
      if (!outcome.ok) {
        rejection = outcome;

        return fail('admin.operations.import.rejected');
      }

      return ok(outcome.summary);
    },
    target: (_data, summary) => `${summary.inserted}/${summary.total}`,
  });
  if (rejection) return rejectionResponse(rejection);
  if (!result.ok) return jsonError(400, t('errors.invalidInput'));

  return jsonPrivate(result.data);
}

export const POST = writeRoute(['file'], importTrades);
