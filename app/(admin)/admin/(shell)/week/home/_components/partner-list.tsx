'use client';

import { useTranslations } from 'next-intl';

import { RowActions } from '@/components/admin/row-actions';
import { SavedOrderTable } from '@/components/admin/sortable-table/saved-order-table';
import type { SortableTexts } from '@/components/admin/sortable-table/sortable-table';
import { Thumbnail } from '@/components/admin/thumbnail';
import { reorderPartners } from '@/lib/conference/editions/partner-actions';
import type { PartnerKind } from '@/lib/conference/editions/partner-schema';
import type { AdminPartner } from '@/lib/conference/editions/queries';

type PartnerListProps = {
  eventId: number;
  kind: PartnerKind;
  partners: AdminPartner[];
  labelledBy: string;
  onEdit: (partner: AdminPartner) => void;
  onDelete: (partner: AdminPartner) => void;
};

const CELL = 'px-3 py-2';

/**
 * The logos in their public order. A drag (mouse, touch or keyboard, by the handle) or an up/down button moves a
 * row and saves the new order at once; a refused save puts the rows back where the server has them.
 */
export function PartnerList({ eventId, kind, partners, labelledBy, onEdit, onDelete }: PartnerListProps) {
  const t = useTranslations('admin.weekEditions.partners');
  const common = useTranslations('admin.common');
  const texts: SortableTexts<AdminPartner> = {
    instructions: t('dragHint'),
    controls: ({ name }) => ({
      drag: t('dragHandle', { name }),
      steps: { up: t('moveUp', { name }), down: t('moveDown', { name }) },
    }),
    picked: ({ name }) => t('dnd.picked', { name }),
    moved: ({ name }, place) => t('dnd.moved', { name, place }),
    dropped: ({ name }, place) => t('dnd.dropped', { name, place }),
    cancelled: () => t('dnd.cancelled'),
  };

  if (partners.length === 0)
    return (
      <p className="self-start rounded border border-dashed border-gray-300 bg-white p-6 text-center">
        {common('emptyList')}
      </p>
    );

  return (
    <SavedOrderTable
      dndId={`partners-${kind}`}
      label={{ labelledBy }}
      className="self-start"
      rows={partners}
      headers={[t('columns.order'), t('columns.logo'), t('columns.name'), t('columns.link'), common('actions')]}
      texts={texts}
      rowTestId="partner-row"
      save={(ids) => reorderPartners({ event_id: eventId, kind, ids })}
      savedText={t('orderSaved')}
      cells={(partner, { controls, place }) => (
        <>
          <td className={CELL}>
            <div className="flex items-center gap-2">
              <span className="w-6 font-semibold">{place}</span>
              {controls}
            </div>
          </td>
          <td className={CELL}>
            <Thumbnail src={partner.logo_url} alt={t('logoAlt', { name: partner.name })} className="h-12 w-24" />
          </td>
          <td className={CELL}>{partner.name}</td>
          <td className={`${CELL} break-all`}>{partner.link}</td>
          <td className={CELL}>
            <RowActions title={partner.name} onEdit={() => onEdit(partner)} onDelete={() => onDelete(partner)} />
          </td>
        </>
      )}
    />
  );
}
