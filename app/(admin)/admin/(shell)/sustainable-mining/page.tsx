import { ShelfList } from '@/components/admin/library/shelf-list';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { libraryGridQuerySchema } from '@/lib/library/admin-query';
import { listAdminShelfItems } from '@/lib/library/admin-queries';

type SustainablePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Sustainable-mining posters (seeds 2): poster, title, PDF; add, edit keeping stored files, delete. */
export default async function SustainableMiningPage({ searchParams }: SustainablePageProps) {
  await requireAdminPage();
  const { page, limit } = libraryGridQuerySchema.parse(await searchParams);
  const { items, total } = await listAdminShelfItems('sustainableMining', { page, limit });
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.library.sustainable.title')}</h1>
      <ShelfList shelf="sustainableMining" items={items} total={total} page={page} pageSize={limit} />
    </div>
  );
}
