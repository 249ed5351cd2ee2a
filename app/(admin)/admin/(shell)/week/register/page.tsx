import { RegistrationsList } from '@/components/admin/conference/registrations/registrations-list';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { loadRegistrationView } from '@/lib/conference/registrations/view';

import { EditionSelect } from '../_components/edition-select';

type WeekRegisterPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Seeds 2.3 "Event registrations list": an edition's registrations, searched and paged on the server. */
export default async function WeekRegisterPage({ searchParams }: WeekRegisterPageProps) {
  await requireAdminPage('registrations');
  const view = await loadRegistrationView(await searchParams);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekRegistrations.register.title')}</h1>
      {view.edition ? (
        <>
          <EditionSelect choices={view.choices} selected={view.edition.id} />
          <RegistrationsList view={view} edition={view.edition} apiPath="/api/mw/get/user-registration" />
        </>
      ) : (
        <p>{t('admin.weekRegistrations.noEdition')}</p>
      )}
    </div>
  );
}
