// The back-office's language and clock live in lib, where the CSV exports format their rows as the grids do.
export { ADMIN_LOCALE, ADMIN_TIME_ZONE, adminDateText } from '@/lib/admin/date-text';
