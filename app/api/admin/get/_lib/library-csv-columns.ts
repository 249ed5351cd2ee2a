import type { CsvColumn } from '@/lib/admin/csv';
import { adminTranslator } from '@/lib/admin/messages';

type Named = { title: string; title_en: string };

/** The name columns every library export starts with, headed as the grids are. */
export function nameColumns<Row extends Named>(): CsvColumn<Row>[] {
  const t = adminTranslator();

  return [
    { header: t('admin.library.fields.title'), value: (row) => row.title },
    { header: t('admin.library.fields.titleEn'), value: (row) => row.title_en },
  ];
}

/** A column of a stored file's address. */
export function fileColumn<Row>(label: 'pdf' | 'video' | 'image', value: (row: Row) => string): CsvColumn<Row> {
  return { header: adminTranslator()(`admin.library.fields.${label}`), value };
}
