import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { getMaintenanceState } from '@/lib/maintenance/queries';
import { setMaintenanceMode } from '@/lib/maintenance/writes';
import { operatorRoute } from '@/lib/operations/operator-route';
import { maintenanceChangeSchema } from '@/lib/operations/schema';
import { writeRoute } from '@/lib/write-guards/write-route';

export const dynamic = 'force-dynamic';

// GET /api/operator/maintenance – `npm run maintenance` while this server holds the embedded database: whether
// maintenance mode is on, since when and by whom
async function readMaintenance(): Promise<Response> {
  return jsonPrivate(await getMaintenanceState());
}

export const GET = operatorRoute(readMaintenance);

// POST /api/operator/maintenance { isOn, changedBy } – `npm run maintenance on|off`: turns it on or off for every
// server, answered with the new state
async function changeMaintenance(request: Request): Promise<Response> {
  const parsed = maintenanceChangeSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return jsonError(400, 'Expected { isOn: boolean, changedBy: string }');

  return jsonPrivate(await setMaintenanceMode(parsed.data));
}

export const POST = writeRoute(['json'], operatorRoute(changeMaintenance));
