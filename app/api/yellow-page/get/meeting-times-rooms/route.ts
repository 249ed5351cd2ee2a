import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { listMeetingTimesAndRooms } from '@/lib/meetings/admin/queries';

// GET /api/yellow-page/get/meeting-times-rooms – { meetings: { times, rooms } }: every meeting time by date and time,
// every room by name, each with how many live meetings use it
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ meetings: await listMeetingTimesAndRooms() });
}
