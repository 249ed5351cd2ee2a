import { afterEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { maintenanceMode } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { getMaintenanceState, isMaintenanceOn } from './queries';
import { MAINTENANCE_FLAG_TTL_MS } from './rules';
import { setMaintenanceMode } from './writes';

prepareTestDatabase();

const OPERATOR = 'deploy@web-1 (command line)';

afterEach(() => {
  vi.useRealTimers();
});

describe('maintenance mode', () => {
  it('is off until turned on; the server that turns it on or off sees it at once, and the audit log names the operator', async () => {
    expect(await getMaintenanceState()).toEqual({ isOn: false, changedBy: '', changedAt: null });
    expect(await isMaintenanceOn()).toBe(false);

    const on = await setMaintenanceMode({ isOn: true, changedBy: OPERATOR });

    expect(on).toEqual({ isOn: true, changedBy: OPERATOR, changedAt: expect.any(String) });
    expect(await getMaintenanceState()).toEqual(on);
    expect(await isMaintenanceOn()).toBe(true);
    await setMaintenanceMode({ isOn: false, changedBy: OPERATOR });
    expect(await isMaintenanceOn()).toBe(false);
    expect(await auditEntries('maintenance.status')).toEqual([
      { action: 'maintenance.status', target: 'on', email: OPERATOR },
      { action: 'maintenance.status', target: 'off', email: OPERATOR },
    ]);
  });

  it('reaches every other server within MAINTENANCE_FLAG_TTL_MS: each reads the flag at most that often', async () => {
    expect(await isMaintenanceOn()).toBe(false);
    // Another server turns it on: this one's copy of the flag is not told.
    await db
      .insert(maintenanceMode)
      .values({ id: 1, isOn: true })
      .onConflictDoUpdate({ target: maintenanceMode.id, set: { isOn: true } });
    expect(await isMaintenanceOn()).toBe(false);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + MAINTENANCE_FLAG_TTL_MS);

    expect(await isMaintenanceOn()).toBe(true);
  });
});
