import { ABOUT_SCREEN_CATEGORIES } from '@/components/admin/people/about-fields';
import { listAdminAboutPeople } from '@/lib/about/queries';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';

import { AboutScreen } from './_components/about-screen';

/** About (seeds 2): honorary presidents, the association council and the working office. */
export default async function AboutAdminPage() {
  await requireAdminPage();
  const people = await listAdminAboutPeople(ABOUT_SCREEN_CATEGORIES);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.organisation.about.title')}</h1>
      <AboutScreen people={people} />
    </div>
  );
}
