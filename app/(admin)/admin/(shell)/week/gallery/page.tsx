import Link from 'next/link';

import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { chooseEdition, editionParamSchema, listEditionChoices } from '@/lib/conference/editions/choices';
import { GALLERY_PAGE_SIZE } from '@/lib/conference/gallery';
import { listAdminGalleryImages } from '@/lib/conference/programme/gallery/queries';
import { galleryViewSchema } from '@/lib/conference/programme/gallery/schema';
import { parseLeniently, type SearchParams } from '@/lib/list-query/lenient-query';
import { listEditionDays } from '@/lib/conference/programme/event-days/queries';

import { EditionSelect } from '../_components/edition-select';
import { DaySelect } from './_components/day-select';
import { GalleryPhotos } from './_components/gallery-photos';
import { GalleryUpload } from './_components/gallery-upload';

type GalleryPageProps = { searchParams: Promise<SearchParams> };

/** Gallery (seeds 2.3): choose an agenda day, upload several photos to it, and see or delete the day's photos. */
export default async function GalleryPage({ searchParams }: GalleryPageProps) {
  await requireAdminPage();
  const params = await searchParams;
  const choices = await listEditionChoices();
  const edition = chooseEdition(choices, editionParamSchema.parse(params.event));
  const view = parseLeniently(galleryViewSchema, params);
  const days = edition ? await listEditionDays(edition.id) : [];
  const day = days.find((each) => each.id === view.day) ?? days[0];
  const photos = day
    ? await listAdminGalleryImages({ dayId: day.id, page: view.page, limit: GALLERY_PAGE_SIZE })
    : null;
  const t = adminTranslator();
  const dayOptions = days.map((each) => ({
    id: each.id,
    label: t('admin.weekProgramme.gallery.dayOption', { event: edition?.event ?? '', day: each.day, date: each.date }),
  }));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekProgramme.gallery.title')}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <EditionSelect choices={choices} selected={edition?.id ?? null} />
        {day ? <DaySelect days={dayOptions} selected={day.id} /> : null}
      </div>
      {!edition ? (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center">
          {t('admin.weekProgramme.noEdition')}
        </p>
      ) : null}
      {edition && !day ? (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center">
          {t('admin.weekProgramme.gallery.noDays')}{' '}
          <Link href={`/admin/week/event-date?event=${edition.id}`} className="font-semibold text-brand-dark underline">
            {t('admin.weekProgramme.gallery.addDays')}
          </Link>
        </p>
      ) : null}
      {day && photos ? (
        <>
          <GalleryUpload key={day.id} dayId={day.id} />
          <GalleryPhotos photos={photos.images} total={photos.total} page={view.page} pageSize={GALLERY_PAGE_SIZE} />
        </>
      ) : null}
    </div>
  );
}
