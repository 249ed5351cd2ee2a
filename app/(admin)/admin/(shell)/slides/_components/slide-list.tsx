'use client';

import { useTranslations } from 'next-intl';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteBanner } from '@/lib/banners/actions';
import type { Banner } from '@/lib/content/queries';

/** Mode A: sequence, image and a delete button per slide, with the seeds' confirmation. */
export function SlideList({ banners }: { banners: Banner[] }) {
  const t = useTranslations('admin.organisation.slides');
  const common = useTranslations('admin.common');
  const removal = useConfirmedDelete<number>({ remove: (id) => deleteBanner({ id }) });

  if (banners.length === 0) return <p className="rounded border border-dashed border-gray-300 p-6 text-center">{t('empty')}</p>;

  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">{t('sequence')}</th>
              <th scope="col" className="px-3 py-2">{t('banner')}</th>
              <th scope="col" className="px-3 py-2">{common('actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {banners.map((banner, index) => (
              <tr key={banner.id} data-testid="slide-row" data-banner-id={banner.id}>
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
