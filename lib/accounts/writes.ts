import 'server-only';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';

/**
 * Makes sure each configured e-mail has an admin account (role 2), leaving existing accounts as they are. The server
 * start calls it (lib/setup/prepare-database.ts), so it is not a server action's inline write.
 */
export async function ensureAdminAccounts(emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(adminAccounts)
    .values(emails.map((email) => ({ email, firstName: email.split('@')[0] ?? email, accountRole: 2 })))
    // The unique index is on lower(email); an existing account keeps its name and role.
    .onConflictDoNothing();
}
