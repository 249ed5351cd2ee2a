import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { chooseEdition, listEditionChoices } from '@/lib/conference/editions/choices';
import { listEditionDays } from '@/lib/conference/programme/event-days/queries';
import { listHalls } from '@/lib/conference/schedule/halls/queries';
import { parseLeniently } from '@/lib/list-query/lenient-query';
import { listPresentations } from '@/lib/conference/schedule/presentations/queries';
import { presentationScreenQuerySchema } from '@/lib/conference/schedule/presentations/schema';

import { EditionSelect } from '../_components/edition-select';
import { HallsSection } from './_components/halls-section';
import { PresentationsSection } from './_components/presentations-section';

type WeekPresentationPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Seeds 2.3 "edit presentation": an edition's halls and, per day and hall, its presentations with their PDFs. */
export default async function WeekPresentationPage({ searchParams }: WeekPresentationPageProps) {
  await requireAdminPage();
  const query = parseLeniently(presentationScreenQuerySchema, await searchParams);
  const choices = await listEditionChoices();
  const edition = chooseEdition(choices, query.event);
  const [days, halls] = edition ? await Promise.all([listEditionDays(edition.id), listHalls(edition.id)]) : [[], []];
  const day = days.find((each) => each.id === query.day) ?? days[0];
  const hall = halls.find((each) => each.id === query.hall) ?? halls[0];
  const presentations = day && hall ? await listPresentations({ dayId: day.id, hallId: hall.id }) : [];
  const t = adminTranslator();

  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekAgenda.presentations.pageTitle')}</h1>
      <EditionSelect choices={choices} selected={edition?.id ?? null} />
      {edition ? <HallsSection key={edition.id} eventId={edition.id} halls={halls} /> : null}
      {day && hall ? (
        <PresentationsSection
          key={`${day.id}-${hall.id}`}
          days={days.map((each) => ({
            id: each.id,
            label: t('admin.weekAgenda.programme.dayOption', { day: each.day, date: each.date }),
          }))}
          halls={halls.map((each) => ({ id: each.id, label: each.hall_name }))}
          place={{ dayId: day.id, hallId: hall.id }}
          presentations={presentations}
        />
      ) : (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center">
          {t('admin.weekAgenda.presentations.needDaysAndHalls')}
        </p>
      )}
    </div>
  );
}
