import type { ColumnDef } from '@tanstack/react-table';

import type { AdminShelfItem } from '@/lib/library/admin-queries';
import type { LibraryShelf } from '@/lib/library/schema';
import { ADMIN_REPORT_COLUMNS } from '@/lib/library/report-columns';

import { gridColumns } from '../data-table/text-columns';
import { RowActions } from '../row-actions';
import { Thumbnail } from '../thumbnail';

type Translate = (key: string) => string;
type ColumnsOptions = { t: Translate; edit: (item: AdminShelfItem) => void; ask: (item: AdminShelfItem) => void };

function titles(title: string, titleEn: string) {
  return (
    <>
      <span className="font-medium">{title}</span>
      {titleEn ? (
        <span lang="en" className="block text-xs text-gray-600">
          {titleEn}
        </span>
      ) : null}
    </>
  );
}

/** Seeds 2: actions, cover, both titles, a link that opens the PDF and the date; the CSV export writes the same columns. */
function reportColumns({ t, edit, ask }: ColumnsOptions): ColumnDef<AdminShelfItem>[] {
  return [
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => (
        <RowActions title={row.original.title} onEdit={() => edit(row.original)} onDelete={() => ask(row.original)} />
      ),
    },
    ...gridColumns(ADMIN_REPORT_COLUMNS, t, {
      image: (src, row) => <Thumbnail src={String(src)} alt={row.title} className="h-16 w-24" />,
      title: (text, row) => titles(String(text), row.title_en),
      pdf: (href) => (
        <a href={String(href)} target="_blank" rel="noreferrer" className="text-brand-dark underline">
          {t('admin.library.open')}
        </a>
      ),
      created_at: (text, row) => <time dateTime={row.created_at ?? undefined}>{text}</time>,
    }),
  ];
}

/** Seeds 2: number, actions, poster, names and the PDF's file name. */
function posterColumns({ t, edit, ask }: ColumnsOptions): ColumnDef<AdminShelfItem>[] {
  // An untitled poster is named by its number, as on the public page.
  const name = (item: AdminShelfItem) => item.title || `${t('admin.library.fields.number')} ${item.number}`;

  return [
    { id: 'number', header: t('admin.library.fields.number'), cell: ({ row }) => row.original.number },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => (
        <RowActions title={name(row.original)} onEdit={() => edit(row.original)} onDelete={() => ask(row.original)} />
      ),
    },
    {
      id: 'poster',
      header: t('admin.library.sustainable.columns.poster'),
      cell: ({ row }) => <Thumbnail src={row.original.cover} alt={name(row.original)} className="h-20 w-14" />,
    },
    {
      id: 'title',
      header: t('admin.library.sustainable.columns.name'),
      cell: ({ row }) => titles(row.original.title, row.original.title_en),
    },
    {
      id: 'pdf',
      header: t('admin.library.sustainable.columns.file'),
      cell: ({ row }) => (
        <a href={row.original.pdf} target="_blank" rel="noreferrer" className="text-brand-dark underline">
          {row.original.pdf.split('/').pop()}
        </a>
      ),
    },
  ];
}

/** Each shelf's grid columns: the two screens show their items differently (seeds 2). */
export const SHELF_COLUMNS: Record<LibraryShelf, (options: ColumnsOptions) => ColumnDef<AdminShelfItem>[]> = {
  reports: reportColumns,
  sustainableMining: posterColumns,
};
