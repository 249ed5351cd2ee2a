import { BannersScreen } from '@/components/admin/banners/banners-screen';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import {
  createDirectoryBanner,
  deleteDirectoryBanner,
  updateDirectoryBannerSequence,
} from '@/lib/directory/admin/actions/banner';
import { listDirectoryBanners } from '@/lib/directory/admin/banner-queries';

/** Seeds 2.5 banner: the directory home's carousel in modes A list, B add, C reorder, as on /admin/slides. */
export default async function YellowBannerPage() {
  await requireAdminPage();
  const banners = await listDirectoryBanners();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellow.banner.title')}</h1>
      {/* A new list (after add, delete or save) starts the reorder table afresh from the stored order. */}
      <BannersScreen
        key={banners.map((banner) => `${banner.id}:${banner.sequence}`).join(',')}
        banners={banners}
        actions={{
          create: createDirectoryBanner,
          remove: deleteDirectoryBanner,
          saveOrder: updateDirectoryBannerSequence,
        }}
        texts={{ title: t('admin.yellow.banner.title'), empty: t('admin.yellow.banner.empty') }}
      />
    </div>
  );
}
