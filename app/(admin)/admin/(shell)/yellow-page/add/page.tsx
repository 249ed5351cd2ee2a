import { redirect } from 'next/navigation';

import { requireAdminPage } from '@/lib/auth/guards';

/** The seeds' older add screen: /admin/yellow/add replaces it. */
export default async function OlderYellowAddPage() {
  await requireAdminPage();
  redirect('/admin/yellow/add');
}
