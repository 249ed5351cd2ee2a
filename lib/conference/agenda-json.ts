import type { AgendaApiDay, AgendaSession } from './schedule/public-queries';

/**
 * Seeds 3 "Agenda day (public)": event_date_id, day, event_date and agenda_items (id, agenda_image). `id`, `date`,
 * `images` and `sessions` are ours, kept for the clients that read them before (and the programme, which the
 * seeds' old system had only as pictures).
 */
export type AgendaDayJson = {
  event_date_id: number;
  day: number;
  event_date: string;
  agenda_items: Array<{ id: number; agenda_image: string }>;
  id: number;
  date: string;
  images: string[];
  sessions: AgendaSession[];
};

export function toAgendaDayJson(day: AgendaApiDay): AgendaDayJson {
  return {
    event_date_id: day.id,
    day: day.day,
    event_date: day.date,
    agenda_items: day.items.map((item) => ({ id: item.id, agenda_image: item.image })),
    id: day.id,
    date: day.date,
    images: day.images,
    sessions: day.sessions,
  };
}
