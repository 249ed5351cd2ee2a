'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { SortableTable, type SortableTexts } from '@/components/admin/sortable-table/sortable-table';
import { Thumbnail } from '@/components/admin/thumbnail';
import { moveBanner, renumberBanners, type SequencedBanner, toSequencePayload } from '@/lib/banners/sequence';

import type { BannerActions, BannerRow, BannerTexts } from './banner-actions';

const CELL = 'px-3 py-2';
/** Longer than the 50 ms in which dnd-kit swallows clicks after a drop. */
const DROP_CLICK_GUARD_MS = 120;

/**
 * Mode C: old sequence, image, new sequence, and up/down buttons (the first row's up and the last row's down are
 * disabled), plus drag and drop by a handle (mouse, touch or keyboard). 'Save order' sends the whole list.
 */
export function BannerReorder({
  banners,
  saveOrder,
  texts,
}: {
  banners: readonly BannerRow[];
  saveOrder: BannerActions['saveOrder'];
  texts: BannerTexts;
}) {
  const t = useTranslations('admin.organisation.slides');
  const router = useRouter();
  const [rows, setRows] = useState(() => renumberBanners(banners));
  const [isSaving, startTransition] = useTransition();
  const [isSettling, setSettling] = useState(false);
  // A slide is named by its place when the table opened, however the rows move.
  const tableTexts: SortableTexts<SequencedBanner> = {
    instructions: t('dragHint'),
    controls: ({ oldSequence: sequence }) => ({
      drag: t('dragHandle', { sequence }),
      steps: { up: t('moveUp', { sequence }), down: t('moveDown', { sequence }) },
    }),
    picked: ({ oldSequence: sequence }) => t('dnd.picked', { sequence }),
    moved: ({ oldSequence: sequence }, position) => t('dnd.moved', { sequence, position }),
    dropped: ({ oldSequence: sequence }, position) => t('dnd.dropped', { sequence, position }),
    cancelled: () => t('dnd.cancelled'),
  };

  // After a drop, dnd-kit swallows every click on the page for 50 ms (so that the drop is no click on the row), and
  // later still on a busy phone: Save waits that out instead of ignoring the first click.
  useEffect(() => {
    if (!isSettling) return;
    const timer = setTimeout(() => setSettling(false), DROP_CLICK_GUARD_MS);

    return () => clearTimeout(timer);
  }, [isSettling]);

  const save = () =>
    startTransition(async () => {
      // A save that never reached the server fails as loudly as one the server refused.
      const result = await saveOrder({ banners: toSequencePayload(rows) }).catch(() => null);
      if (!result?.ok) return notifyError(t('orderFailed'));
      notifySuccess(t('orderSaved'));
      router.refresh();
    });

  if (rows.length === 0)
    return <p className="rounded border border-dashed border-gray-300 p-6 text-center">{texts.empty}</p>;

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">{t('dragHint')}</p>
      <SortableTable
        dndId="slide-reorder"
        label={{ caption: t('reorder') }}
        rows={rows}
        headers={[t('oldSequence'), t('banner'), t('newSequence'), t('reorder')]}
        texts={tableTexts}
        onMove={(from, to) => {
          setRows((current) => moveBanner(current, from, to));
          setSettling(true);
        }}
        rowTestId="reorder-row"
        rowData={(row) => ({ 'data-banner-id': row.id })}
        cells={(row, { controls }) => (
          <>
            <td className={CELL}>{row.oldSequence}</td>
            <td className={CELL}>
              <Thumbnail src={row.image} alt={t('bannerAlt', { sequence: row.oldSequence })} className="h-16 w-28" />
            </td>
            <td className={`${CELL} font-semibold`} data-testid="new-sequence">
              {row.sequence}
            </td>
            <td className={CELL}>
              <div className="flex items-center gap-2">{controls}</div>
            </td>
          </>
        )}
      />
      <button
        type="button"
        onClick={save}
        disabled={isSaving || isSettling}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {t('saveOrder')}
      </button>
    </div>
  );
}
