import { adminFormatter, adminTranslator } from '@/lib/admin/messages';
import type { MaintenanceState } from '@/lib/maintenance/queries';

/** Above every back-office screen while maintenance mode is on: the public site refuses every form meanwhile. */
export function MaintenanceBanner({ state }: { state: MaintenanceState }) {
  const t = adminTranslator();
  const since = state.changedAt
    ? adminFormatter().dateTime(new Date(state.changedAt), { dateStyle: 'short', timeStyle: 'short' })
    : '';

  return (
    <p role="status" className="border-b border-yellow-500 bg-yellow-100 px-6 py-2 text-sm font-medium text-yellow-900">
      {t('admin.shell.maintenance', { since, by: state.changedBy })}
    </p>
  );
}
