import 'server-only';

import { db } from '@/db';
import { auditLog } from '@/db/schema';
import { clientAddress as currentClientAddress } from '@/lib/http/client-address';

/** Who acted; a stranger has no account (id null), and the entry names what was aimed at instead. */
export type AuditActor = { id: number | null; email: string };
type RecordAuditOptions = { actor: AuditActor; action: string; target?: string | number; clientAddress?: string };

/** Outside a request (scripts, tests) there is no client address to read. */
async function requestClientAddress(): Promise<string> {
  try {
    return await currentClientAddress();
  } catch {
    return '';
  }
}

/**
 * Records one admin write: who (id and e-mail, kept even after the account is deleted), what (`news.delete`),
 * on which record, and from where. Without `clientAddress` the current request's address is used.
 */
export async function recordAudit({ actor, action, target = '', clientAddress }: RecordAuditOptions): Promise<void> {
  await db.insert(auditLog).values({
    accountId: actor.id,
    accountEmail: actor.email,
    action,
    target: String(target),
    clientAddress: clientAddress ?? (await requestClientAddress()),
  });
}
