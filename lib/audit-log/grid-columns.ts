import { adminDateText } from '@/lib/admin/date-text';
import type { TextColumn } from '@/lib/admin/text-columns';

/** An entry as the audit grid and its export use it: the time as ISO text, the action and its record also in the staff's words. */
export type AuditRow = {
  id: number;
  accountEmail: string;
  action: string;
  actionLabel: string;
  target: string;
  targetLabel: string;
  clientAddress: string;
  createdAt: string;
};

/** When (to the second, Ulaanbaatar), who, what, on which record, from where. */
export const AUDIT_COLUMNS: readonly TextColumn<AuditRow>[] = [
  {
    id: 'time',
    header: 'admin.dashboard.columns.time',
    text: (row) => adminDateText(row.createdAt, 'dateTimeSeconds'),
  },
  { id: 'account', header: 'admin.dashboard.columns.account', text: (row) => row.accountEmail },
  { id: 'action', header: 'admin.dashboard.columns.action', text: (row) => row.actionLabel },
  { id: 'target', header: 'admin.dashboard.columns.target', text: (row) => row.targetLabel },
  { id: 'address', header: 'admin.dashboard.columns.address', text: (row) => row.clientAddress },
];
