import { z } from 'zod';

import { fileColumn, nameColumns } from '@/app/api/admin/get/_lib/library-csv-columns';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { type AdminDocument, listAdminDocuments } from '@/lib/library/admin-queries';

// GET /api/admin/get/document-pdf?format= – every PDF document with both names, for the admin screen, or as CSV
export const GET = adminGridRoute({
  query: z.object({}),
  page: async () => ({ document: (await listAdminDocuments()).document }),
  csv: {
    fileName: 'documents.csv',
    rows: async () => (await listAdminDocuments()).document,
    columns: () => [...nameColumns<AdminDocument>(), fileColumn('pdf', (row: AdminDocument) => row.pdf)],
  },
});
