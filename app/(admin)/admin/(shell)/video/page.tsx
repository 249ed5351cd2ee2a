import { MediaLibrary } from '@/components/admin/library/media-library';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { adminVideoQuerySchema } from '@/lib/library/admin-query';
import { listAdminVideos } from '@/lib/library/admin-queries';
import { VIDEO_PAGE_SIZES } from '@/lib/library/schema';

type VideoPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Mining 101 videos (seeds 2): mp4 upload with progress, rename, delete, paged 10/20/30. */
export default async function VideoPage({ searchParams }: VideoPageProps) {
  await requireAdminPage();
  const { page, limit } = adminVideoQuerySchema.parse(await searchParams);
  const { video, total } = await listAdminVideos({ page, limit });
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.library.video.title')}</h1>
      <MediaLibrary
        kind="video"
        rows={video.map((row) => ({ id: row.id, title: row.title, title_en: row.title_en, url: row.video }))}
        total={total}
        page={page}
        pageSize={limit}
        pageSizes={VIDEO_PAGE_SIZES}
      />
    </div>
  );
}
