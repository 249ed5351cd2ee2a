import { redirect } from 'next/navigation';

import { requireAdminPage } from '@/lib/auth/guards';

// /admin itself has no screen: signed-in staff land on the dashboard, visitors on the login page.
export default async function AdminIndexPage(): Promise<never> {
  await requireAdminPage();
  redirect('/admin/dashboard');
}
