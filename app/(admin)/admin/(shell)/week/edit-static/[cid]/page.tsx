import Link from 'next/link';
import { notFound } from 'next/navigation';

import { StaticPageForm } from '@/components/admin/content/static-page-form';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { getEditableStaticPage } from '@/lib/conference/site/menu-queries';
import { saveStaticPage } from '@/lib/conference/site/static-page-actions';
import { rowIdSchema } from '@/lib/validation/form-fields';

type EditStaticPageProps = { params: Promise<{ cid: string }> };

/** A conference static page's Mongolian and English text (reached from the menu's static categories). */
export default async function WeekEditStaticPage({ params }: EditStaticPageProps) {
  await requireAdminPage();
  const cid = rowIdSchema.safeParse((await params).cid);
  const page = cid.success ? await getEditableStaticPage(cid.data) : null;
  if (!page) notFound();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <Link href="/admin/week/link" className="text-sm font-semibold text-brand-dark underline">
        {t('admin.weekSite.staticPage.back')}
      </Link>
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekSite.staticPage.title', { name: page.category })}</h1>
      {page.isActive ? null : (
        <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">{t('admin.weekSite.staticPage.inactive')}</p>
      )}
      <StaticPageForm
        cid={page.cid}
        text={page.text}
        textEn={page.textEn}
        save={saveStaticPage}
        labels={{ text: t('admin.weekSite.staticPage.bodyMn'), textEn: t('admin.weekSite.staticPage.bodyEn') }}
      />
    </div>
  );
}
