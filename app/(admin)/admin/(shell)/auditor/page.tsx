import { ensureDefaultProfiles } from '@/lib/about/ensure-default-profiles';
import { listAdminAboutPeople } from '@/lib/about/queries';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';

import { AuditorScreen } from './_components/auditor-screen';

/** Auditors (seeds 2): about entries of the Auditor category, with default pictures to choose from. */
export default async function AuditorPage() {
  await requireAdminPage();
  // The form previews the default pictures, so they must exist in storage before it shows them.
  const [auditors] = await Promise.all([listAdminAboutPeople(['Auditor']), ensureDefaultProfiles()]);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.organisation.auditor.title')}</h1>
      <AuditorScreen auditors={auditors} />
    </div>
  );
}
