import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listEditions } from '@/lib/conference/editions/queries';
import { timeZones } from '@/lib/conference/editions/time-zones';

import { EditionsScreen } from './_components/editions-screen';

/** The conference's editions: list, add and edit, make one current (the others are archives), delete. */
export default async function EditionsPage() {
  await requireAdminPage();
  const editions = await listEditions();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekEditions.editions.title')}</h1>
      {/* The server's list: the one the action checks against, so the browser offers nothing it would refuse. */}
      <EditionsScreen editions={editions} timeZones={[...timeZones()].sort()} />
    </div>
  );
}
