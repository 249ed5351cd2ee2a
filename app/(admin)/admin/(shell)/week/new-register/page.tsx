import { RegistrationsList } from '@/components/admin/conference/registrations/registrations-list';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { countryOptions } from '@/lib/conference/countries';
import { loadRegistrationView } from '@/lib/conference/registrations/view';

import { ADMIN_LOCALE } from '@/lib/admin/date-text';
import { EditionSelect } from '../_components/edition-select';
import { NewRegistrationScreen } from './_components/new-registration-screen';

type WeekNewRegisterPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Seeds 2.3 "New registration page": the registration list, and a mode that registers someone for the edition. */
export default async function WeekNewRegisterPage({ searchParams }: WeekNewRegisterPageProps) {
  await requireAdminPage('registrations');
  const view = await loadRegistrationView(await searchParams);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekRegistrations.newRegister.title')}</h1>
      {view.edition ? (
        <>
          <EditionSelect choices={view.choices} selected={view.edition.id} />
          {/* Country names are computed here, once, so the browser and the server render the same list. */}
          <NewRegistrationScreen edition={view.edition} countries={countryOptions(ADMIN_LOCALE)}>
            <RegistrationsList view={view} edition={view.edition} apiPath="/api/mw/get/new-registration" />
          </NewRegistrationScreen>
        </>
      ) : (
        <p>{t('admin.weekRegistrations.noEdition')}</p>
      )}
    </div>
  );
}
