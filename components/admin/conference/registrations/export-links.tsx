import { adminTranslator } from '@/lib/admin/messages';
import type { RegistrationSearch } from '@/lib/conference/registrations/schema';

type ExportLinksProps = { apiPath: string; editionId: number; search: RegistrationSearch | undefined };

/** Downloads of every registration of the current edition and search (all pages), from the screen's GET handler. */
export function ExportLinks({ apiPath, editionId, search }: ExportLinksProps) {
  const t = adminTranslator();
  const query = new URLSearchParams({ event: String(editionId) });
  if (search) {
    query.set('searchCat', search.category);
    query.set('searchTerm', search.term);
  }
  const href = (format: 'csv' | 'xlsx') => `${apiPath}?${query.toString()}&format=${format}`;

  return (
    <nav aria-label={t('admin.weekRegistrations.export.title')} className="flex gap-4 text-sm">
      <a href={href('csv')} download className="font-semibold text-brand-dark underline">
        {t('admin.common.exportCsv')}
      </a>
      <a href={href('xlsx')} download className="font-semibold text-brand-dark underline">
        {t('admin.weekRegistrations.export.xlsx')}
      </a>
    </nav>
  );
}
