import Link from 'next/link';

import { adminTranslator } from '@/lib/admin/messages';

/** Answered with 403 inside the back-office shell when a signed-in staff member lacks a screen's permission. */
export default function AdminForbidden() {
  const t = adminTranslator();

  return (
    <section className="space-y-4" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title" className="text-2xl font-bold text-ink">
        {t('admin.forbidden.title')}
      </h1>
      <p role="alert" className="text-red-700">
        {t('admin.forbidden.text')}
      </p>
      <Link href="/admin/dashboard" className="inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white">
        {t('admin.forbidden.back')}
      </Link>
    </section>
  );
}
