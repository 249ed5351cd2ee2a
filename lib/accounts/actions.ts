'use server';

import { and, eq, ne, or, sql } from 'drizzle-orm';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import type { AdminAccount } from '@/lib/auth/guards';
import { ROLES } from '@/lib/auth/roles';

import { type AccountValues, accountSchema, deleteAccountSchema, updateAccountSchema } from './schema';

const ERRORS = 'admin.operations.accounts.errors';

function columns(values: AccountValues) {
  return {
    firstName: values.first_name,
    lastName: values.last_name,
    email: values.email,
    phoneNumber: values.phone_number,
    position: values.position,
    department: values.department,
    accountRole: values.account_role,
  };
}

async function isEmailTaken(email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: adminAccounts.id })
    .from(adminAccounts)
    .where(and(eq(sql`lower(${adminAccounts.email})`, email), exceptId ? ne(adminAccounts.id, exceptId) : undefined))
    .limit(1);

  return Boolean(row);
}

const emailTaken = () => fail(`${ERRORS}.emailTaken`, { email: [`${ERRORS}.emailTaken`] });

// Another admin must remain: without one nobody could manage accounts any more. Written as a condition of the
// UPDATE/DELETE itself so two staff demoting each other at once cannot both succeed.
const anotherAdminRemains = sql`(select count(*) from ${adminAccounts} where ${adminAccounts.accountRole} = ${ROLES.admin}) > 1`;

async function insertAccount(values: AccountValues): Promise<ActionResult<{ id: number }>> {
  if (await isEmailTaken(values.email)) return emailTaken();
  const [created] = await db
    .insert(adminAccounts)
    .values(columns(values))
    .onConflictDoNothing()
    .returning({ id: adminAccounts.id });

  return created ? ok(created) : emailTaken();
}

async function saveAccount(values: AccountValues & { id: number }): Promise<ActionResult<{ id: number }>> {
  if (await isEmailTaken(values.email, values.id)) return emailTaken();
  const keepsAdmins =
    values.account_role === ROLES.admin
      ? undefined
      : or(ne(adminAccounts.accountRole, ROLES.admin), anotherAdminRemains);
  const [updated] = await db
    .update(adminAccounts)
    .set(columns(values))
    .where(and(eq(adminAccounts.id, values.id), keepsAdmins))
    .returning({ id: adminAccounts.id });
  if (updated) return ok(updated);

  return (await exists(values.id)) ? fail(`${ERRORS}.lastAdmin`) : fail(`${ERRORS}.notFound`);
}

/** Deletes a staff account; its sessions die with it, since every request reads the account fresh. */
async function removeAccount(id: number, actor: AdminAccount): Promise<ActionResult<{ id: number }>> {
  if (id === actor.id) return fail(`${ERRORS}.deleteSelf`);
  const [deleted] = await db
    .delete(adminAccounts)
    .where(and(eq(adminAccounts.id, id), or(ne(adminAccounts.accountRole, ROLES.admin), anotherAdminRemains)))
    .returning({ id: adminAccounts.id });
  if (deleted) return ok(deleted);

  return (await exists(id)) ? fail(`${ERRORS}.lastAdmin`) : fail(`${ERRORS}.notFound`);
}

async function exists(id: number): Promise<boolean> {
  return Boolean(
    (await db.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.id, id)).limit(1))[0],
  );
}

// Staff accounts: admins only (permission 'accounts'); no public page shows them, so no page is expired.

export async function createAccount(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'accounts',
    schema: accountSchema,
    input,
    action: 'account.create',
    run: (values) => insertAccount(values),
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
    run: (values) => saveAccount(values),
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
    run: ({ id }, admin) => removeAccount(id, admin),
    target: ({ id }) => id,
    isPublic: false,
  });
}
