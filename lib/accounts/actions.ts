'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import * as manage from './writes';
import { accountSchema, deleteAccountSchema, updateAccountSchema } from './schema';

// Staff accounts: admins only (permission 'accounts'); no public page shows them, so no page is expired.

export async function createAccount(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'accounts',
    schema: accountSchema,
    input,
    action: 'account.create',
    run: (values) => manage.createAccount(values),
    target: (values) => values.email,
    isPublic: false,
  });
}

export async function updateAccount(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'accounts',
    schema: updateAccountSchema,
    input,
    action: 'account.update',
    run: (values) => manage.updateAccount(values),
    target: (values) => values.email,
    isPublic: false,
  });
}

export async function deleteAccount(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'accounts',
    schema: deleteAccountSchema,
    input,
    action: 'account.delete',
    run: ({ id }, admin) => manage.deleteAccount(id, admin),
    target: ({ id }) => id,
    isPublic: false,
  });
}
