import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { chooseEdition, editionParamSchema, listEditionChoices } from '@/lib/conference/editions/choices';
import type { SearchParams } from '@/lib/list-query/lenient-query';
import { getEditionRange, listAdminEventDays } from '@/lib/conference/programme/event-days/queries';

import { EditionSelect } from '../_components/edition-select';
import { EventDaysScreen } from './_components/event-days-screen';

type EventDatePageProps = { searchParams: Promise<SearchParams> };

/** Event dates (seeds 2.3, a placeholder made real): the selected edition's days, added, edited and deleted. */
export default async function EventDatePage({ searchParams }: EventDatePageProps) {
  await requireAdminPage();
  const choices = await listEditionChoices();
  const edition = chooseEdition(choices, editionParamSchema.parse((await searchParams).event));
  const t = adminTranslator();
  const [days, range] = edition
    ? await Promise.all([listAdminEventDays(edition.id), getEditionRange(edition.id)])
    : [[], null];

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekProgramme.eventDates.title')}</h1>
      <EditionSelect choices={choices} selected={edition?.id ?? null} />
      {edition && range ? (
        <EventDaysScreen key={edition.id} eventId={edition.id} range={range} days={days} />
      ) : (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center">
          {t('admin.weekProgramme.noEdition')}
        </p>
      )}
    </div>
  );
}
