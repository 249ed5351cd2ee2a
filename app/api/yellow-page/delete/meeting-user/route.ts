import { adminActionResponse } from '@/lib/admin/action-response';
import { liveMeetingsMessage } from '@/lib/meetings/admin/live-meetings-count';
import { deleteMeetingUser } from '@/lib/meetings/admin/actions/meeting-user';
import { writeRoute } from '@/lib/write-guards/write-route';

// DELETE /api/yellow-page/delete/meeting-user?id= – the meeting user and their cancelled meetings { id }; 409 while
// they have a live meeting (the message says how many)
async function deleteUser(request: Request): Promise<Response> {
  const result = await deleteMeetingUser(Object.fromEntries(new URL(request.url).searchParams));

  return adminActionResponse(result, ({ id }) => ({ id }), { messageOf: liveMeetingsMessage });
}

export const DELETE = writeRoute(['json'], deleteUser);
