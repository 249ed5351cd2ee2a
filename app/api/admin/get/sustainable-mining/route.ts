import { z } from 'zod';

import { fileColumn, nameColumns } from '@/app/api/admin/get/_lib/library-csv-columns';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { type AdminShelfItem, listAdminShelfItems } from '@/lib/library/admin-queries';
import { adminPosterAnswer } from '@/lib/library/shelf-answers';

// GET /api/admin/get/sustainable-mining?format= – every poster with both names, for the admin screen, or as CSV
export const GET = adminGridRoute({
  query: z.object({}),
  page: async () => ({ mining: (await listAdminShelfItems('sustainableMining')).items.map(adminPosterAnswer) }),
  csv: {
    fileName: 'sustainable-mining.csv',
    rows: async () => (await listAdminShelfItems('sustainableMining')).items,
    columns: () => [
      { header: '№', value: (row: AdminShelfItem) => row.number },
      ...nameColumns<AdminShelfItem>(),
      fileColumn('image', (row: AdminShelfItem) => row.cover),
      fileColumn('pdf', (row: AdminShelfItem) => row.pdf),
    ],
  },
});
