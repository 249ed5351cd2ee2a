import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { can } from '@/lib/auth/roles';
import { getSiteSettings } from '@/lib/settings/queries';

import { SettingsForm } from './_components/settings-form';

/** The association's contact details shown on every public page; staff with content rights edit them. */
export default async function SettingsPage() {
  const admin = await requireAdminPage();
  const settings = await getSiteSettings();
  const t = adminTranslator();

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('admin.settings.title')}</h1>
        <p className="mt-2 text-muted">{t('admin.settings.intro')}</p>
      </div>
      <SettingsForm settings={settings} canEdit={can(admin.accountRole, 'content')} />
    </div>
  );
}
