import { adminActionResponse } from '@/lib/admin/action-response';
import { readJsonObject } from '@/lib/http/read-json';
import { updateMeetingUser } from '@/lib/meetings/admin/actions/meeting-user';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/update/meeting-user – JSON { id, name, name_en, email, phone_number, user_type }: the saved
// meeting user { user }; 404 for an unknown id, 409 when another user has the e-mail
async function updateUser(request: Request): Promise<Response> {
  const result = await updateMeetingUser(await readJsonObject(request));

  return adminActionResponse(result, (user) => ({ user }));
}

export const POST = writeRoute(['json'], updateUser);
