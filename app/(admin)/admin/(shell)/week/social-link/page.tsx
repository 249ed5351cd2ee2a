import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listSocialLinks } from '@/lib/social-links/queries';

import { SocialLinkScreen } from './_components/social-link-screen';

/** The conference site's social links (seeds 2.3): icon and link grid, and the form with the twenty-icon picker. */
export default async function WeekSocialLinkPage() {
  await requireAdminPage();
  const links = await listSocialLinks('conference');
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekSite.socialLink.title')}</h1>
      <SocialLinkScreen links={links} />
    </div>
  );
}
