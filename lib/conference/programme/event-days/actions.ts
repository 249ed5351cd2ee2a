'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { editEventDay, insertEventDay, removeEventDay } from './writes';
import { eventDayIdSchema, eventDaySchema, eventDayUpdateSchema } from './schema';

type Saved = ActionResult<{ id: number }>;
const byId = (_: unknown, result: { id: number }) => result.id;

/** Adds a day to an edition (the seeds' empty "event dates" screen made real). */
export async function createEventDay(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: eventDaySchema, input, action: 'conference-day.create', run: insertEventDay, target: byId });
}

export async function updateEventDay(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: eventDayUpdateSchema, input, action: 'conference-day.update', run: editEventDay, target: byId });
}

export async function deleteEventDay(input: unknown): Promise<Saved> {
  return runAdminAction({ permission: 'content', schema: eventDayIdSchema, input, action: 'conference-day.delete', run: removeEventDay, target: byId });
}
