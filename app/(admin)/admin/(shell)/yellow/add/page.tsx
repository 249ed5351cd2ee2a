import { NextIntlClientProvider } from 'next-intl';

import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listRegistrationCategories } from '@/lib/directory/registration/categories';
import register from '@/messages/mn/directory-register.json';
import errors from '@/messages/mn/errors.json';
import yellowAdd from '@/messages/mn/admin-screens/yellow-add.json';

import { ADMIN_LOCALE, ADMIN_TIME_ZONE } from '@/lib/admin/date-text';
import { StaffAddTabs } from './_components/staff-add-tabs';

/**
 * Seeds 2.5 /admin/yellow/add: the public registration forms in pre-approved mode, a tab each for a company and a
 * consultant engineer. The forms read their texts from the public form's file, given here beside the screen's.
 */
export default async function YellowAddPage() {
  await requireAdminPage();
  const t = adminTranslator();
  const categories = await listRegistrationCategories(ADMIN_LOCALE);
  const messages = { admin: { yellowAdd }, errors, 'directory-register': { form: register.form } };

  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellowAdd.title')}</h1>
      <p>{t('admin.yellowAdd.intro')}</p>
      <NextIntlClientProvider locale={ADMIN_LOCALE} timeZone={ADMIN_TIME_ZONE} messages={messages}>
        <StaffAddTabs categories={categories} />
      </NextIntlClientProvider>
    </div>
  );
}
