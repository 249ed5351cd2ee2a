import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listMenuCategories } from '@/lib/conference/site/menu-queries';

import { MenuScreen } from './_components/menu-screen';

/** The conference site's menu (seeds 2.3 "Menu categories"): its categories and the add/update form. */
export default async function WeekLinkPage() {
  await requireAdminPage();
  const categories = await listMenuCategories();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekSite.menu.title')}</h1>
      <MenuScreen categories={categories} />
    </div>
  );
}
