import { adminDateText } from '@/lib/admin/date-text';
import type { TextColumn } from '@/lib/admin/text-columns';

import type { AdminShelfItem } from './admin-queries';

const H = 'admin.library.fields';

/** The report list's columns, which its CSV export writes: the English title under the Mongolian one. */
export const ADMIN_REPORT_COLUMNS: readonly TextColumn<AdminShelfItem>[] = [
  { id: 'image', header: `${H}.image`, text: (row) => row.cover },
  { id: 'title', header: `${H}.reportTitle`, text: (row) => row.title },
  { id: 'titleEn', header: `${H}.reportTitleEn`, text: (row) => row.title_en, isFileOnly: true },
  { id: 'pdf', header: `${H}.pdf`, text: (row) => row.pdf },
  {
    id: 'created_at',
    header: `${H}.createdAt`,
    text: (row) => (row.created_at ? adminDateText(row.created_at, 'longDate') : ''),
  },
];
