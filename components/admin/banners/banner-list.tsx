'use client';

import { useTranslations } from 'next-intl';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';

import type { BannerActions, BannerRow, BannerTexts } from './banner-actions';

type BannerListProps = { banners: readonly BannerRow[]; remove: BannerActions['remove']; texts: BannerTexts };

/** Mode A: sequence, image and a delete button per banner, with the seeds' confirmation. */
export function BannerList({ banners, remove, texts }: BannerListProps) {
  const t = useTranslations('admin.organisation.slides');
  const common = useTranslations('admin.common');
  const removal = useConfirmedDelete<number>({ remove: (id) => remove({ id }) });

  if (banners.length === 0)
    return <p className="rounded border border-dashed border-gray-300 p-6 text-center">{texts.empty}</p>;

  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{texts.title}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('sequence')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('banner')}
              </th>
              <th scope="col" className="px-3 py-2">
                {common('actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {banners.map((banner, index) => (
              <tr key={banner.id} data-testid="banner-row" data-banner-id={banner.id}>
                <td className="px-3 py-2">{index + 1}</td>
                <td className="px-3 py-2">
                  <Thumbnail src={banner.image} alt={t('bannerAlt', { sequence: index + 1 })} className="h-20 w-32" />
                </td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => removal.ask(banner.id)}
                    aria-label={`${common('delete')}: ${t('bannerAlt', { sequence: index + 1 })}`}
                    className="rounded bg-red-700 px-3 py-1.5 font-semibold text-white"
                  >
                    {common('delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
