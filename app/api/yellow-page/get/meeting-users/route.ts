import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';
import { listMeetingUsers } from '@/lib/meetings/admin/queries';
import { meetingUserListQuerySchema } from '@/lib/meetings/admin/schema';

// GET /api/yellow-page/get/meeting-users?type=all|Exhibitor|Attendee|Sponsor&page&limit – { users, total, totalPages }, newest first
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('attendees');
  if (!authorization.ok) return authorization.response;
  const { data: query, response } = await parseQuery(request, meetingUserListQuerySchema);
  if (response) return response;

  return jsonPrivate(await listMeetingUsers(query));
}
