import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listConferenceContacts } from '@/lib/conference/site/footer-queries';

import { FooterScreen } from './_components/footer-screen';

/** The conference footer's contact info (seeds 2.3): type and information grid, and the add/update form. */
export default async function WeekFooterPage() {
  await requireAdminPage();
  const contacts = await listConferenceContacts();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekSite.footer.title')}</h1>
      <FooterScreen contacts={contacts} />
    </div>
  );
}
