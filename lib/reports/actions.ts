'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { libraryIdSchema } from '@/lib/library/schema';

import { editReport, insertReport, removeReport } from './manage';
import { reportCreateSchema, reportUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;
const byId = (_: unknown, result: { id: number }) => result.id;

export async function createReport(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: reportCreateSchema, input, action: 'report.create', run: insertReport, target: byId });
}

export async function updateReport(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: reportUpdateSchema, input, action: 'report.update', run: editReport, target: byId });
}

export async function deleteReport(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: libraryIdSchema, input, action: 'report.delete', run: removeReport, target: byId });
}
