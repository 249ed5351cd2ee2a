import 'server-only';

import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { meetingUsers } from '@/db/schema';

/** A new feed secret: 192 random bits, URL-safe. */
export function newCalendarToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A new secret: the old feed address stops working at once. */
export async function rotateCalendarToken(userId: number): Promise<string> {
  const [user] = await db
    .update(meetingUsers)
    .set({ calendarToken: newCalendarToken() })
    .where(eq(meetingUsers.id, userId))
    .returning({ calendarToken: meetingUsers.calendarToken });
  if (!user) throw new Error(`No meeting user ${userId}`);

  return user.calendarToken;
}
