import { cancelMeeting } from '@/lib/meetings/invitation-writes';
import { respondToMeetingChange } from '@/lib/meetings/meeting-http';
import { writeRoute } from '@/lib/write-guards/write-route';

// DELETE /api/yellow-page/cancel/meeting?id=&meetingNumber=&userId= – the signed-in sender or receiver cancels a
// pending or accepted meeting { meeting }; both parties are mailed and the slot is free at once.
async function cancel(request: Request): Promise<Response> {
  return respondToMeetingChange(request, cancelMeeting);
}

export const DELETE = writeRoute(['json'], cancel);
