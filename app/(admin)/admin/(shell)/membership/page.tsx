import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listAdminMemberLogos } from '@/lib/member-logos/queries';

import { MembershipScreen } from './_components/membership-screen';

/** Membership logos (seeds 2): A the board and main member lists, B and C their edit forms. */
export default async function MembershipAdminPage() {
  await requireAdminPage();
  const logos = await listAdminMemberLogos();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.organisation.membership.title')}</h1>
      <MembershipScreen logos={logos} />
    </div>
  );
}
