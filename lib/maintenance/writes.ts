import 'server-only';

import { sql } from 'drizzle-orm';

import { db } from '@/db';
import { maintenanceMode } from '@/db/schema';
import { recordAudit } from '@/lib/audit';

import { forgetMaintenanceFlag, type MaintenanceState } from './queries';

/**
 * Turns maintenance mode on or off for every server (each sees it within MAINTENANCE_FLAG_TTL_MS), in the audit log
 * under the operator who did it (`changedBy`: who ran the command, on which machine).
 */
export async function setMaintenanceMode({
  isOn,
  changedBy,
}: {
  isOn: boolean;
  changedBy: string;
}): Promise<MaintenanceState> {
  const values = { isOn, changedBy, changedAt: sql`now()` };
  const [row] = await db
    .insert(maintenanceMode)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: maintenanceMode.id, set: values })
    .returning({ changedAt: maintenanceMode.changedAt });
  await recordAudit({
    actor: { id: null, email: changedBy },
    action: 'maintenance.status',
    target: isOn ? 'on' : 'off',
    clientAddress: '',
  });
  forgetMaintenanceFlag();

  return { isOn, changedBy, changedAt: (row?.changedAt ?? new Date()).toISOString() };
}
