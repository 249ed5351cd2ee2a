import { respondToInvitation } from '@/lib/meetings/meeting-http';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/send/meeting-invitation?lang= { receiver_id, room_id, meeting_time_id, meeting_description }
// – invites from the signed-in attendee; { meeting }, or 409 when the room, the sender or the receiver is taken.
export const POST = writeRoute(['json'], respondToInvitation);
