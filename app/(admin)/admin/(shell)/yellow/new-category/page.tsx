import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';

import { NewCategoryForm } from './_components/new-category-form';

/** Seeds 2.5 new category: a main category and names in both languages; the code is given by the server. */
export default async function NewCategoryPage() {
  await requireAdminPage();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellow.newCategory.title')}</h1>
      <NewCategoryForm />
    </div>
  );
}
