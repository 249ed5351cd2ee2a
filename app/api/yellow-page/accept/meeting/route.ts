import { acceptMeeting } from '@/lib/meetings/invitation-writes';
import { respondToMeetingChange } from '@/lib/meetings/meeting-http';
import { sameSiteRoute } from '@/lib/write-guards/write-route';

// GET /api/yellow-page/accept/meeting?id=&meetingNumber=&userId= – the signed-in receiver accepts a pending meeting
// { meeting }; both parties are mailed. GET as the seeds call it, refused as a navigation or from another site.
async function accept(request: Request): Promise<Response> {
  return respondToMeetingChange(request, acceptMeeting);
}

export const GET = sameSiteRoute(accept);
