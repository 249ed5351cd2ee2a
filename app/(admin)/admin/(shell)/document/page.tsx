import { MediaLibrary } from '@/components/admin/library/media-library';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { LIBRARY_PAGE_SIZES, libraryGridQuerySchema } from '@/lib/library/admin-query';
import { listAdminDocuments } from '@/lib/library/admin-queries';

type DocumentPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** PDF documents (seeds 2): add with a PDF, rename, delete; the responsible-mining page lists them. */
export default async function DocumentPage({ searchParams }: DocumentPageProps) {
  await requireAdminPage();
  const { page, limit } = libraryGridQuerySchema.parse(await searchParams);
  const { document, total } = await listAdminDocuments({ page, limit });
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.library.document.title')}</h1>
      <MediaLibrary
        kind="pdf"
        rows={document.map((row) => ({ id: row.id, title: row.title, title_en: row.title_en, url: row.pdf }))}
        total={total}
        page={page}
        pageSize={limit}
        pageSizes={LIBRARY_PAGE_SIZES}
      />
    </div>
  );
}
