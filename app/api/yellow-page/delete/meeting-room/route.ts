import { adminActionResponse } from '@/lib/admin/action-response';
import { liveMeetingsMessage } from '@/lib/meetings/admin/live-meetings-count';
import { deleteMeetingRoom } from '@/lib/meetings/admin/actions/meeting-room';
import { writeRoute } from '@/lib/write-guards/write-route';

// DELETE /api/yellow-page/delete/meeting-room?id= – the room, its cancelled meetings and its picture { id }; 409
// while a live meeting is booked in it (the message says how many)
async function deleteRoom(request: Request): Promise<Response> {
  const result = await deleteMeetingRoom(Object.fromEntries(new URL(request.url).searchParams));

  return adminActionResponse(result, ({ id }) => ({ id }), { messageOf: liveMeetingsMessage });
}

export const DELETE = writeRoute(['json'], deleteRoom);
