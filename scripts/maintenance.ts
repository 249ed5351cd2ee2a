/**
 * npm run maintenance [on|off]: turns maintenance mode on or off for every server, or without an argument says
 * whether it is on. While it is on, public writes answer 503 and the back-office shows a banner (README "Operating").
 */
import type { MaintenanceState } from '@/lib/maintenance/queries';
import { MAINTENANCE_FLAG_TTL_MS } from '@/lib/maintenance/rules';
import { runCommand, runWithDatabase } from '@/lib/operations/operator-command';
import { operatorName } from '@/lib/operations/operator-name';

const PATH = '/api/operator/maintenance';

function describe(state: MaintenanceState): string {
  if (!state.isOn) return 'Maintenance mode is off: the site takes writes.';

  return [
    `Maintenance mode is ON since ${state.changedAt ?? '?'} (${state.changedBy}).`,
    `Every server refuses public writes with 503 within ${MAINTENANCE_FLAG_TTL_MS / 1000} s; the back-office keeps working.`,
  ].join('\n');
}

const [argument, ...extra] = process.argv.slice(2);
if (extra.length > 0 || (argument !== undefined && argument !== 'on' && argument !== 'off')) {
  console.error('Usage: npm run maintenance [on|off]');
  process.exitCode = 2;
} else {
  await runCommand(async () => {
    const change = argument === undefined ? null : { isOn: argument === 'on', changedBy: operatorName() };
    const state = await runWithDatabase<MaintenanceState>(
      change
        ? {
            path: PATH,
            method: 'POST',
            body: change,
            here: async () => (await import('@/lib/maintenance/writes')).setMaintenanceMode(change),
          }
        : { path: PATH, here: async () => (await import('@/lib/maintenance/queries')).getMaintenanceState() },
    );
    console.log(describe(state));

    return 0;
  });
}
