import { adminActionResponse } from '@/lib/admin/action-response';
import { readJsonObject } from '@/lib/http/read-json';
import { createMeetingDay } from '@/lib/meetings/admin/actions/meeting-time';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/insert/meeting-time – JSON { date, start_time, end_time }: the day's hourly times from start
// to end (end exclusive) { added, existing }, the times the day had already left as they were
async function insertTime(request: Request): Promise<Response> {
  const result = await createMeetingDay(await readJsonObject(request));

  return adminActionResponse(result, ({ added, existing }) => ({ added, existing }));
}

export const POST = writeRoute(['json'], insertTime);
