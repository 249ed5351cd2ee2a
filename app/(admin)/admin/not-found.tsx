import Link from 'next/link';

import { adminTranslator } from '@/lib/admin/messages';

export default function AdminNotFound() {
  const t = adminTranslator();

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-bold text-brand-dark">404</p>
      <h1 className="text-2xl font-semibold">{t('admin.notFound.title')}</h1>
      <p className="text-muted">{t('admin.notFound.text')}</p>
      <Link
        href="/admin/dashboard"
        className="rounded bg-brand-dark px-5 py-2.5 font-medium text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
      >
        {t('admin.notFound.back')}
      </Link>
    </main>
  );
}
