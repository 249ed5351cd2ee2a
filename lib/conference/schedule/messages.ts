/** Message keys the schedule's actions answer with (admin.weekAgenda.errors.*), shared by its screens. */
export const SCHEDULE_ERRORS = {
  notFound: 'admin.weekAgenda.errors.notFound',
  dayMissing: 'admin.weekAgenda.errors.dayMissing',
  orderStale: 'admin.weekAgenda.errors.orderStale',
} as const;
