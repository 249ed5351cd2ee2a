import { redirect } from 'next/navigation';

import { requireAdminPage } from '@/lib/auth/guards';

/** The seeds' older company edit screen: companies are edited in the company list's modal now. */
export default async function OlderYellowUpdatePage() {
  await requireAdminPage();
  redirect('/admin/yellow/list-company');
}
