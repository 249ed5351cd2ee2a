import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { maintenanceMode } from '@/db/schema';

import { MAINTENANCE_FLAG_TTL_MS } from './rules';

/** Maintenance mode as the operator and the back-office see it; `changedAt` is null while it was never turned on. */
export type MaintenanceState = { isOn: boolean; changedBy: string; changedAt: string | null };

let cachedFlag: { isOn: boolean; readAt: number } | undefined;
let flagRead: Promise<boolean> | undefined;

export async function getMaintenanceState(): Promise<MaintenanceState> {
  const [row] = await db
    .select({ isOn: maintenanceMode.isOn, changedBy: maintenanceMode.changedBy, changedAt: maintenanceMode.changedAt })
    .from(maintenanceMode)
    .where(eq(maintenanceMode.id, 1))
    .limit(1);

  return row ? { ...row, changedAt: row.changedAt.toISOString() } : { isOn: false, changedBy: '', changedAt: null };
}

/**
 * Whether maintenance mode is on, as every write asks it: read from the database at most once per
 * MAINTENANCE_FLAG_TTL_MS by this process. A failed read keeps the last answer (off at first) and is not kept:
 * a write meets the same database failure itself and reports it.
 */
export async function isMaintenanceOn(): Promise<boolean> {
  if (cachedFlag && Date.now() - cachedFlag.readAt < MAINTENANCE_FLAG_TTL_MS) return cachedFlag.isOn;
  flagRead ??= getMaintenanceState()
    .then(({ isOn }) => {
      cachedFlag = { isOn, readAt: Date.now() };

      return isOn;
    })
    .catch(() => cachedFlag?.isOn ?? false)
    .finally(() => {
      flagRead = undefined;
    });

  return flagRead;
}

/** Drops this process's copy of the flag, so that its next write reads the change it has just made. */
export function forgetMaintenanceFlag(): void {
  cachedFlag = undefined;
}
