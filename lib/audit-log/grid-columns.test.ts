import { describe, expect, it } from 'vitest';

import { csvColumnsOf } from '@/lib/admin/text-columns';

import { toAuditRows } from './audit-rows';
import { AUDIT_COLUMNS } from './grid-columns';

const entry = {
  id: 1,
  accountEmail: 'admin@example.com',
  action: 'news.create',
  target: '12',
  clientAddress: '10.0.0.1',
  createdAt: new Date('2026-05-03T17:00:00Z'),
};

describe('audit export rows', () => {
  it('write the grid’s text: the Ulaanbaatar time to the second and the action in Mongolian, headed by message keys', () => {
    const columns = csvColumnsOf(AUDIT_COLUMNS, (key) => `«${key}»`);
    const [row] = toAuditRows([entry]);
    if (!row) throw new Error('no row');

    expect(columns.map((column) => column.header)).toEqual([
      '«admin.dashboard.columns.time»',
      '«admin.dashboard.columns.account»',
      '«admin.dashboard.columns.action»',
      '«admin.dashboard.columns.target»',
      '«admin.dashboard.columns.address»',
    ]);
    expect(columns.map((column) => column.value(row))).toEqual([
      '2026.05.04 01:00:00',
      'admin@example.com',
      'Мэдээ: нэмсэн',
      'Мэдээ №12',
      '10.0.0.1',
    ]);
  });

  it('name the record by its kind, and keep what is no id beside it', () => {
    const [account, signIn, unknown] = toAuditRows([
      { ...entry, action: 'account.update', target: 'moderator@example.com' },
      { ...entry, action: 'auth.sign-in', target: '' },
      { ...entry, action: 'legacy.thing', target: '7' },
    ]);

    expect([account?.targetLabel, signIn?.targetLabel, unknown?.targetLabel]).toEqual([
      'Админ хэрэглэгч: moderator@example.com',
      '',
      '7',
    ]);
  });

  it('keep an action without words as it was recorded, never blank', () => {
    const [row] = toAuditRows([{ ...entry, action: 'legacy.thing' }]);

    expect(row && AUDIT_COLUMNS.find((column) => column.id === 'action')?.text(row, (key) => key)).toBe('legacy.thing');
  });
});
