import Link from 'next/link';

import { ShelfForm } from '@/components/admin/library/shelf-form';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';

/** Adding a report (seeds 2): the form and a link back to the list. */
export default async function AddReportPage() {
  await requireAdminPage();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.library.report.addTitle')}</h1>
      <Link href="/admin/report" className="inline-block text-brand-dark underline">
        {t('admin.library.report.backToList')}
      </Link>
      <ShelfForm shelf="reports" />
    </div>
  );
}
