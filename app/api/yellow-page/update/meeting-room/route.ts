import { adminActionResponse } from '@/lib/admin/action-response';
import { readAdminForm } from '@/lib/admin/upload-writes';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { updateMeetingRoom } from '@/lib/meetings/admin/actions/meeting-room';
import { getMeetingRoomPicture } from '@/lib/meetings/admin/queries';
import { meetingIdSchema } from '@/lib/meetings/admin/schema';
import { discardStoredFiles } from '@/lib/storage';
import { writeRoute } from '@/lib/write-guards/write-route';

/** The action saves the picture it is given ('' for none): a form without a new one keeps the room's own. */
async function currentPicture(id: string | undefined): Promise<string> {
  const parsed = meetingIdSchema.safeParse({ id });
  if (!parsed.success) return '';

  return getMeetingRoomPicture(parsed.data.id);
}

// POST /api/yellow-page/update/meeting-room – multipart id, room_number, capacity and an optional jpeg/png `image`
// (none: the picture stays) { id }; 404 for an unknown id, 409 when another room has the name, 413/415 for a
// refused picture
async function updateRoom(request: Request): Promise<Response> {
  // Checked before the picture is stored (the action checks again).
  const authorization = await authorizeAdminRequest('content');
  if (!authorization.ok) return authorization.response;
  const form = await readAdminForm({ request, kind: 'image', fileField: 'image', admin: authorization.admin });
  if (!form.ok) return form.response;

  const roomPic = form.key ?? (await currentPicture(form.fields.id));
  const result = await updateMeetingRoom({ room_number: '', capacity: '', ...form.fields, room_pic: roomPic });
  // A new picture stays only with a saved room; the action itself discards the one it replaced.
  if (!result.ok && form.key) await discardStoredFiles([form.key]);

  return adminActionResponse(result, ({ id }) => ({ id }));
}

export const POST = writeRoute(['multipart'], updateRoom);
