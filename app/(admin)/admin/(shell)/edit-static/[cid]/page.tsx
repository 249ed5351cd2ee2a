import Link from 'next/link';
import { notFound } from 'next/navigation';

import { StaticPageForm } from '@/components/admin/content/static-page-form';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { saveStaticPage } from '@/lib/static-pages/actions';
import { getEditableStaticPage } from '@/lib/static-pages/admin-queries';

type EditStaticPageProps = { params: Promise<{ cid: string }> };

/** The static page editor (seeds 2 "Menu and static pages"): bilingual rich text of one static category. */
export default async function EditStaticPage({ params }: EditStaticPageProps) {
  await requireAdminPage();
  const { cid } = await params;
  const page = /^\d{1,9}$/.test(cid) ? await getEditableStaticPage(Number(cid)) : null;
  if (!page) notFound();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <Link href="/admin/link" className="text-sm font-semibold text-brand-dark underline">
        {t('admin.content.static.back')}
      </Link>
      <h1 className="text-2xl font-bold text-ink">{t('admin.content.static.title', { name: page.category })}</h1>
      <nav aria-label={t('admin.content.static.preview')} className="flex flex-wrap gap-4 text-sm">
        <a
          href={`/mm/page/${page.cid}`}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-dark underline"
        >
          {t('admin.content.static.previewMn')}
        </a>
        <a
          href={`/en/mm/page/${page.cid}`}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-dark underline"
        >
          {t('admin.content.static.previewEn')}
        </a>
      </nav>
      {page.isActive ? null : (
        <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">{t('admin.content.static.inactive')}</p>
      )}
      <StaticPageForm
        cid={page.cid}
        text={page.text}
        textEn={page.textEn}
        save={saveStaticPage}
        labels={{ text: t('admin.content.static.bodyMn'), textEn: t('admin.content.static.bodyEn') }}
      />
    </div>
  );
}
