import { rm } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { meetings } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { sendInvitation } from './invitation-writes';
import { dayFromToday, insertMeetingFixtures } from '@/tests/fixtures/meetings';

// The winners' mails land in this file's own outbox: DATA_DIR is read when lib/env is first imported.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'meetings-concurrency-'));
  process.env.DATA_DIR = dir;

  return dir;
});

prepareTestDatabase();

const RACERS = 50;
const RECEIVER = 2 * RACERS + 1;
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

beforeAll(async () => {
  await insertMeetingFixtures({
    users: RECEIVER,
    rooms: RACERS,
    times: [
      { id: 1, date: dayFromToday(1), time: '10:00' },
      { id: 2, date: dayFromToday(1), time: '11:00' },
      { id: 3, date: dayFromToday(1), time: '12:00' },
    ],
  });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** How many invitations had each outcome. */
function tally(outcomes: ReadonlyArray<Awaited<ReturnType<typeof sendInvitation>>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = outcome.ok ? 'ok' : outcome.reason;
    counts[key] = (counts[key] ?? 0) + 1;
  }

  return counts;
}

// On PostgreSQL (CI) these invitations truly run at once, over the pool's connections; on PGlite, which has one
// connection, they queue, and the outcome must be the same.
describe('concurrent invitations', () => {
  it('gives one room at one slot to exactly one of 50 senders; the others are told the room is taken', async () => {
    const outcomes = await Promise.all(
      range(1, RACERS).map((sender) =>
        sendInvitation({
          senderId: sender,
          receiver_id: sender + RACERS,
          room_id: 1,
          meeting_time_id: 1,
          meeting_description: '',
        }),
      ),
    );

    expect(tally(outcomes)).toEqual({ ok: 1, roomTaken: RACERS - 1 });
    expect(await db.$count(meetings)).toBe(1);
  });

  it('gives one receiver at one slot to exactly one of 50 senders in 50 rooms; the others are told the receiver is busy', async () => {
    const outcomes = await Promise.all(
      range(1, RACERS).map((sender) =>
        sendInvitation({
          senderId: sender,
          receiver_id: RECEIVER,
          room_id: sender,
          meeting_time_id: 2,
          meeting_description: '',
        }),
      ),
    );

    expect(tally(outcomes)).toEqual({ ok: 1, receiverBusy: RACERS - 1 });
    expect(await db.$count(meetings)).toBe(2);
  });

  it('books exactly one of two people inviting each other at once, in different rooms', async () => {
    const pairs = range(1, RACERS / 2).map((index) => [2 * index - 1, 2 * index] as const);
    const outcomes = await Promise.all(
      pairs.flatMap(([first, second]) => [
        sendInvitation({
          senderId: first,
          receiver_id: second,
          room_id: first,
          meeting_time_id: 3,
          meeting_description: '',
        }),
        sendInvitation({
          senderId: second,
          receiver_id: first,
          room_id: second,
          meeting_time_id: 3,
          meeting_description: '',
        }),
      ]),
    );

    expect(tally(outcomes)).toEqual({ ok: RACERS / 2, senderBusy: RACERS / 2 });
  });
});
