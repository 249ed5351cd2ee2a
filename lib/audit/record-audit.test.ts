import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
import { getDashboardCounts, listLatestAuditEntries } from '@/lib/audit-log/queries';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { recordAudit } from './record-audit';

prepareTestDatabase();

describe('recordAudit', () => {
  it('records who did what on which record from where, and lists the latest first', async () => {
    const [admin] = await db
      .insert(adminAccounts)
      .values({ email: 'admin@example.com', firstName: 'Болормаа' })
      .returning({ id: adminAccounts.id, email: adminAccounts.email });
    if (!admin) throw new Error('No account');

    await recordAudit({ actor: admin, action: 'news.create', target: 41, clientAddress: '10.0.0.9' });
    await recordAudit({ actor: admin, action: 'news.delete', target: 41 });
    for (let index = 0; index < 12; index += 1)
      await recordAudit({ actor: admin, action: `banner.update`, target: index });

    const entries = await listLatestAuditEntries();
    expect(entries).toHaveLength(10);
    expect(entries[0]).toMatchObject({ action: 'banner.update', target: '11', accountEmail: 'admin@example.com' });
    const all = await listLatestAuditEntries({ limit: 50 });
    // Outside a request there is no client address to read.
    expect(all.at(-1)).toMatchObject({ action: 'news.create', target: '41', clientAddress: '10.0.0.9' });
    expect(all.at(-2)).toMatchObject({ action: 'news.delete', clientAddress: '' });
  });
});

describe('getDashboardCounts', () => {
  it('counts news and office requests', async () => {
    expect(await getDashboardCounts()).toEqual({ newsCount: 0, requestCount: 0 });
  });
});
