import { adminActionResponse } from '@/lib/admin/action-response';
import { readAdminForm } from '@/lib/admin/upload-writes';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { createMeetingRoom } from '@/lib/meetings/admin/actions/meeting-room';
import { discardStoredFiles } from '@/lib/storage';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/insert/meeting-room – multipart room_number, capacity and an optional jpeg/png `image`: a
// new room { id }; 409 when the name is taken, 413/415 for a refused picture
async function insertRoom(request: Request): Promise<Response> {
  // Checked before the picture is stored (the action checks again).
  const authorization = await authorizeAdminRequest('content');
  if (!authorization.ok) return authorization.response;
  const form = await readAdminForm({ request, kind: 'image', fileField: 'image', admin: authorization.admin });
  if (!form.ok) return form.response;

  const result = await createMeetingRoom({ room_number: '', capacity: '', ...form.fields, room_pic: form.key ?? '' });
  // A room that was not saved keeps no picture.
  if (!result.ok && form.key) await discardStoredFiles([form.key]);

  return adminActionResponse(result, ({ id }) => ({ id }));
}

export const POST = writeRoute(['multipart'], insertRoom);
