import { redirect } from 'next/navigation';

import { requireAdminPage } from '@/lib/auth/guards';

/** /admin/week has no screen of its own: the conference back-office opens on its editions. */
export default async function WeekIndexPage() {
  await requireAdminPage();
  redirect('/admin/week/editions');
}
