import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listSocialLinks } from '@/lib/social-links/queries';

import { SocialLinksScreen } from './_components/social-links-screen';

/** Social links (seeds 2): grid of id, icon and link, and the add/edit form with an icon picker. */
export default async function SocialLinksPage() {
  await requireAdminPage();
  const links = await listSocialLinks('association');
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.organisation.socialLinks.title')}</h1>
      <SocialLinksScreen links={links} />
    </div>
  );
}
