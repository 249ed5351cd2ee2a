import { adminTranslator } from '@/lib/admin/messages';
import { auditActionLabel, auditTargetLabel } from '@/lib/audit-log/action-label';
import type { AuditEntry } from '@/lib/audit-log/queries';

import { adminDateText } from '@/lib/admin/date-text';

const COLUMNS = ['time', 'account', 'action', 'target', 'address'] as const;

/** The latest admin writes: when, who, what, on which record, from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const t = adminTranslator();
  if (entries.length === 0) return <p className="text-muted">{t('admin.dashboard.auditEmpty')}</p>;

  return (
    // Focusable so that keyboard users can scroll it sideways on narrow screens.
    <div
      role="region"
      aria-labelledby="audit-title"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-dark"
    >
      <table className="min-w-full text-left text-sm">
        <thead className="bg-gray-100 text-ink">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold whitespace-nowrap">
                {t(`admin.dashboard.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={entry.createdAt.toISOString()}>{adminDateText(entry.createdAt, 'dateTime')}</time>
              </td>
              <td className="px-4 py-2">{entry.accountEmail}</td>
              <td className="px-4 py-2" title={entry.action}>
                {auditActionLabel(entry.action)}
              </td>
              <td className="px-4 py-2">{auditTargetLabel(entry.action, entry.target)}</td>
              <td className="px-4 py-2 font-mono text-xs">{entry.clientAddress}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
