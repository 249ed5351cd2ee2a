import { notFound } from 'next/navigation';

import { requireAdminPage } from '@/lib/auth/guards';

// Any /admin path no screen claims: visitors go to the login page, staff see the admin 404.
export default async function UnknownAdminPage(): Promise<never> {
  await requireAdminPage();
  notFound();
}
