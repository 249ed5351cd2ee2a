'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Pagination } from '@/components/admin/data-table/pagination';
import { useUrlState } from '@/components/admin/data-table/url-state';
import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { pageCount } from '@/lib/list-query/paging';
import { deleteGalleryImage } from '@/lib/conference/programme/gallery/actions';
import type { AdminGalleryImage } from '@/lib/conference/programme/gallery/queries';

type GalleryPhotosProps = { photos: AdminGalleryImage[]; total: number; page: number; pageSize: number };

/** The chosen day's photos, newest first, a page at a time (the page in `?page=`), each deleted after a confirmation. */
export function GalleryPhotos({ photos, total, page, pageSize }: GalleryPhotosProps) {
  const t = useTranslations('admin.weekProgramme.gallery');
  const common = useTranslations('admin.common');
  const titleId = useId();
  const { update } = useUrlState();
  const removal = useConfirmedDelete<AdminGalleryImage>({
    remove: ({ id }) => deleteGalleryImage({ id }),
    failureText: (error) => t('addFailed', { error }),
  });
  const altOf = (index: number) => t('photoAlt', { number: (page - 1) * pageSize + index + 1 });

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('photos')}
        </h2>
        <p className="text-sm text-gray-700" data-testid="gallery-total">
          {common('total', { total })}
        </p>
      </div>
      {photos.length === 0 ? (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center">{t('photosEmpty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              data-testid="gallery-photo"
              className="space-y-2 rounded border border-gray-200 bg-white p-2"
            >
              <Thumbnail src={photo.image} alt={altOf(index)} className="h-28 w-full" />
              <RowActions title={altOf(index)} onDelete={() => removal.ask(photo)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={pageCount(total, pageSize, { minimum: 1 })}
        onChange={(next) => update({ page: next })}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}
