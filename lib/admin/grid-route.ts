import 'server-only';

import type { z } from 'zod';

import { authorizeAdminRequest } from '@/lib/auth/guards';
import type { AdminAccount } from '@/lib/auth/queries';
import type { AdminPermission } from '@/lib/auth/roles';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

import { csvResponse, type CsvColumn } from './csv';

type GridRouteOptions<Schema extends z.ZodType, Row> = {
  /** What the staff member must be allowed (any staff account when unset). */
  permission?: AdminPermission;
  /** The grid's query string: filters, page and size. */
  query: Schema;
  /** The JSON answer: the grid's current page. */
  page: (query: z.infer<Schema>, admin: AdminAccount) => Promise<unknown>;
  /** With `format=csv`: every row of the current filter as a download, in the grid's columns. */
  csv: {
    fileName: string | ((query: z.infer<Schema>) => string);
    rows: (query: z.infer<Schema>, admin: AdminAccount) => Promise<readonly Row[]>;
    columns: (query: z.infer<Schema>, admin: AdminAccount) => readonly CsvColumn<Row>[];
  };
};

/**
 * The GET handler of a back-office grid: the session's staff member and permission checked on the server, the query
 * read (400 naming the field it cannot read), then one page as JSON, or with `format=csv` the whole filter as CSV.
 */
export function adminGridRoute<Schema extends z.ZodType, Row>(
  options: GridRouteOptions<Schema, Row>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const authorization = await authorizeAdminRequest(options.permission);
    if (!authorization.ok) return authorization.response;
    const { data: query, response } = await parseQuery(request, options.query);
    if (response) return response;
    const { admin } = authorization;
    if (new URL(request.url).searchParams.get('format') !== 'csv') return jsonPrivate(await options.page(query, admin));
    const { fileName, rows, columns } = options.csv;

    return csvResponse(
      typeof fileName === 'string' ? fileName : fileName(query),
      await rows(query, admin),
      columns(query, admin),
    );
  };
}
