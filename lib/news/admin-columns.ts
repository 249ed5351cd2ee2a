import { adminDateText } from '@/lib/admin/date-text';
import type { TextColumn } from '@/lib/admin/text-columns';

import type { AdminNewsRow } from './admin-queries';

const H = 'admin.content.news.columns';

/** The update-news grid's columns, which its CSV export writes: the English title under the Mongolian one. */
export const ADMIN_NEWS_COLUMNS: readonly TextColumn<AdminNewsRow>[] = [
  { id: 'image', header: `${H}.image`, text: (row) => row.image },
  { id: 'title', header: `${H}.title`, text: (row) => row.title },
  { id: 'titleEn', header: 'admin.content.news.fields.titleEn', text: (row) => row.title_en, isFileOnly: true },
  { id: 'category', header: `${H}.category`, text: (row) => row.category },
  { id: 'publisher', header: `${H}.publisher`, text: (row) => row.publisher },
  {
    id: 'status',
    header: `${H}.status`,
    text: (row, t) => t(row.news_status ? 'admin.content.news.status.active' : 'admin.content.news.status.inactive'),
  },
  {
    id: 'yellowBook',
    header: `${H}.yellowBook`,
    text: (row, t) => t(row.yellow_book ? 'admin.common.yes' : 'admin.common.no'),
  },
  { id: 'createdAt', header: `${H}.createdAt`, text: (row) => adminDateText(row.created_at, 'date') },
];
