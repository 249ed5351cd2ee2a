import { adminActionResponse } from '@/lib/admin/action-response';
import { liveMeetingsMessage } from '@/lib/meetings/admin/live-meetings-count';
import { deleteMeetingTime } from '@/lib/meetings/admin/actions/meeting-time';
import { writeRoute } from '@/lib/write-guards/write-route';

// DELETE /api/yellow-page/delete/meeting-time?id= – the meeting time and its cancelled meetings { id }; 409 while a
// live meeting is booked at it (the message says how many)
async function deleteTime(request: Request): Promise<Response> {
  const result = await deleteMeetingTime(Object.fromEntries(new URL(request.url).searchParams));

  return adminActionResponse(result, ({ id }) => ({ id }), { messageOf: liveMeetingsMessage });
}

export const DELETE = writeRoute(['json'], deleteTime);
