'use client';

import { useTranslations } from 'next-intl';

import { GridToolbar } from '@/components/admin/data-table/grid-toolbar';
import { Pagination } from '@/components/admin/data-table/pagination';
import { useUrlState } from '@/components/admin/data-table/url-state';
import { RowActions } from '@/components/admin/row-actions';
import { SavedOrderTable } from '@/components/admin/sortable-table/saved-order-table';
import type { SortableTexts } from '@/components/admin/sortable-table/sortable-table';
import { Thumbnail } from '@/components/admin/thumbnail';
import { pageCount } from '@/lib/list-query/paging';
import { reorderPresenters } from '@/lib/conference/programme/presenters/actions';
import type { AdminPresenterRow } from '@/lib/conference/programme/presenters/queries';
import { PRESENTER_PAGE_SIZES } from '@/lib/conference/programme/presenters/schema';

import { adminDateText } from '@/lib/admin/date-text';

type PresenterGridProps = {
  eventId: number;
  rows: AdminPresenterRow[];
  total: number;
  page: number;
  pageSize: number;
  onEdit: (row: AdminPresenterRow) => void;
  onDelete: (row: AdminPresenterRow) => void;
};

const COLUMNS = ['queue', 'picture', 'nameMn', 'nameEn', 'positionMn', 'positionEn', 'event', 'createdAt'] as const;
const CELL = 'px-3 py-2 align-top';

/**
 * The presenters of the page in queue order. A row dropped elsewhere (mouse, touch or keyboard, by its handle) is
 * shown there at once and the page's new order is saved; a refused save puts the rows back.
 */
export function PresenterGrid({ eventId, rows, total, page, pageSize, onEdit, onDelete }: PresenterGridProps) {
  const t = useTranslations('admin.weekProgramme.presenters');
  const common = useTranslations('admin.common');
  const { update } = useUrlState();
  const texts: SortableTexts<AdminPresenterRow> = {
    instructions: t('dragHint'),
    controls: (row) => ({ drag: t('dragHandle', { name: row.name_mn }) }),
    picked: (row) => t('dnd.picked', { name: row.name_mn }),
    moved: (row, position) => t('dnd.moved', { name: row.name_mn, position }),
    dropped: (row, position) => t('dnd.dropped', { name: row.name_mn, position }),
    cancelled: () => t('dnd.cancelled'),
  };

  return (
    <div className="space-y-3">
      <GridToolbar total={total} pageSize={pageSize} pageSizes={PRESENTER_PAGE_SIZES} />
      <p className="text-sm text-gray-700">{t('dragHint')}</p>
      <SavedOrderTable
        dndId="presenter-reorder"
        label={{ caption: t('grid') }}
        rows={rows}
        headers={[common('actions'), ...COLUMNS.map((column) => t(`columns.${column}`))]}
        texts={texts}
        firstPlace={(page - 1) * pageSize + 1}
        rowTestId="presenter-row"
        emptyText={t('empty')}
        save={(ids) => reorderPresenters({ event_id: eventId, ids })}
        savedText={t('orderSaved')}
        failureText={(error) => t('orderFailed', { error })}
        cells={(row, { controls, place }) => (
          <>
            <td className={CELL}>
              <RowActions title={row.name_mn} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
            </td>
            <td className={CELL}>
              <div className="flex items-center gap-2">
                {controls}
                <span className="font-semibold" data-testid="presenter-place">
                  {place}
                </span>
              </div>
            </td>
            <td className={CELL}>
              <Thumbnail src={row.profile_img} alt={t('pictureAlt', { name: row.name_mn })} className="size-16" />
            </td>
            <td className={CELL}>{row.name_mn}</td>
            <td className={CELL}>{row.name_en}</td>
            <td className={CELL}>{row.position_mn}</td>
            <td className={CELL}>{row.position_en}</td>
            <td className={CELL}>{row.event}</td>
            <td className={CELL}>
              <time dateTime={row.created_at}>{adminDateText(row.created_at, 'longDate')}</time>
            </td>
          </>
        )}
      />
      <Pagination page={page} totalPages={pageCount(total, pageSize)} onChange={(next) => update({ page: next })} />
    </div>
  );
}
