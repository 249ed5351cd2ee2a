import { redirect } from 'next/navigation';

import { requireAdminPage } from '@/lib/auth/guards';

/** The seeds' older four-tab screen: its tabs live on their own screens now, the company list first. */
export default async function YellowPage() {
  await requireAdminPage();
  redirect('/admin/yellow/list-company');
}
