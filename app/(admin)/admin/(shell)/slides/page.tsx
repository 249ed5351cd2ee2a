import { BannersScreen } from '@/components/admin/banners/banners-screen';
import { requireAdminPage } from '@/lib/auth/guards';
import { createBanner, deleteBanner, updateBannerSequence } from '@/lib/banners/actions';
import { listBanners } from '@/lib/banners/queries';

import { adminTranslator } from '@/lib/admin/messages';

/** Home-page slides (seeds 2): list, add with preview, and reorder with up/down or drag and drop. */
export default async function SlidesPage() {
  await requireAdminPage();
  const banners = await listBanners();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.organisation.slides.title')}</h1>
      {/* A new list (after add, delete or save) starts the reorder table afresh from the stored order. */}
      <BannersScreen
        key={banners.map((banner) => `${banner.id}:${banner.sequence}`).join(',')}
        banners={banners}
        actions={{ create: createBanner, remove: deleteBanner, saveOrder: updateBannerSequence }}
        texts={{ title: t('admin.organisation.slides.title'), empty: t('admin.organisation.slides.empty') }}
      />
    </div>
  );
}
