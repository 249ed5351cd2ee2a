import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { chooseEdition, listEditionChoices } from '@/lib/conference/editions/choices';
import { parseLeniently, type SearchParams } from '@/lib/list-query/lenient-query';
import { listAdminPresenters } from '@/lib/conference/programme/presenters/queries';
import { presenterQuerySchema } from '@/lib/conference/programme/presenters/schema';

import { EditionSelect } from '../_components/edition-select';
import { PresentersScreen } from './_components/presenters-screen';

type PresentersPageProps = { searchParams: Promise<SearchParams> };

/** Presenters (seeds 2.3): an edition's key speakers in queue order, reordered by dragging, and their form. */
export default async function PresentersPage({ searchParams }: PresentersPageProps) {
  await requireAdminPage();
  const query = parseLeniently(presenterQuerySchema, await searchParams);
  const choices = await listEditionChoices();
  const edition = chooseEdition(choices, query.event);
  const t = adminTranslator();
  const grid = edition ? await listAdminPresenters({ ...query, event: edition.id }) : null;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekProgramme.presenters.title')}</h1>
      <EditionSelect choices={choices} selected={edition?.id ?? null} />
      {edition && grid ? (
        <PresentersScreen
          editions={choices}
          eventId={edition.id}
          rows={grid.presenter}
          total={grid.total}
          page={query.page}
          pageSize={query.limit}
        />
      ) : (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center">
          {t('admin.weekProgramme.noEdition')}
        </p>
      )}
    </div>
  );
}
