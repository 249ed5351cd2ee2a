import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { chooseEdition, listEditionChoices } from '@/lib/conference/editions/choices';
import { getEditionById } from '@/lib/conference/editions/public-queries';
import { listEditionDays } from '@/lib/conference/programme/event-days/queries';
import { listAdminAgenda } from '@/lib/conference/schedule/agenda/queries';
import { AGENDA_PAGE_SIZES, agendaScreenQuerySchema } from '@/lib/conference/schedule/agenda/schema';
import { parseLeniently } from '@/lib/list-query/lenient-query';
import { listDaySessions } from '@/lib/conference/schedule/sessions/queries';

import { AgendaScreen } from './_components/agenda-screen';
import { ProgrammeSection } from './_components/programme-section';

type WeekAgendaPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Seeds 2.3 Agenda: an edition's agenda pages (filtered, paged, added, edited) and, below, a day's programme. */
export default async function WeekAgendaPage({ searchParams }: WeekAgendaPageProps) {
  await requireAdminPage();
  const query = parseLeniently(agendaScreenQuerySchema, await searchParams);
  const choices = await listEditionChoices();
  const edition = chooseEdition(choices, query.event);
  const [days, details] = edition
    ? await Promise.all([listEditionDays(edition.id), getEditionById(edition.id, 'mn')])
    : [[], null];
  const day = days.find((each) => each.id === query.day) ?? days[0] ?? null;
  const [agenda, sessions] = await Promise.all([
    listAdminAgenda({ ...query, eventId: edition?.id ?? null }),
    day ? listDaySessions(day.id) : [],
  ]);
  const t = adminTranslator();
  const option = (each: (typeof days)[number]) =>
    t('admin.weekAgenda.agenda.dayOption', { event: edition?.event ?? '', day: each.day, date: each.date });

  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekAgenda.agenda.title')}</h1>
      <AgendaScreen
        choices={choices}
        edition={edition?.id ?? null}
        language={query.language}
        days={days.map((each) => ({ id: each.id, label: option(each) }))}
        view={{
          rows: agenda.agenda,
          total: agenda.total,
          page: query.page,
          pageSize: query.limit,
          pageSizes: AGENDA_PAGE_SIZES,
        }}
      />
      <ProgrammeSection
        key={day?.id ?? 'none'}
        days={days.map((each) => ({
          id: each.id,
          label: t('admin.weekAgenda.programme.dayOption', { day: each.day, date: each.date }),
        }))}
        dayId={day?.id ?? null}
        sessions={sessions}
        timeZone={details?.timeZone ?? ''}
      />
    </div>
  );
}
