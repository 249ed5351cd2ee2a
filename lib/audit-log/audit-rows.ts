import { auditActionLabel, auditTargetLabel } from './action-label';
import type { AuditRow } from './grid-columns';
import type { AuditEntry } from './queries';

/**
 * Entries as the grid and the CSV export show them. The action's and the record's words are looked up here, on the server, so the
 * browser never loads the table of every action's words.
 */
export function toAuditRows(entries: readonly AuditEntry[]): AuditRow[] {
  return entries.map((entry) => ({
    ...entry,
    createdAt: entry.createdAt.toISOString(),
    actionLabel: auditActionLabel(entry.action),
    targetLabel: auditTargetLabel(entry.action, entry.target),
  }));
}
