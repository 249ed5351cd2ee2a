import { adminActionResponse } from '@/lib/admin/action-response';
import { readJsonObject } from '@/lib/http/read-json';
import { createMeetingUser } from '@/lib/meetings/admin/actions/meeting-user';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/insert/meeting-user – JSON { name, name_en, email, phone_number, user_type }: a new meeting
// user { user }; 409 when the e-mail is registered already
async function insertUser(request: Request): Promise<Response> {
  const result = await createMeetingUser(await readJsonObject(request));

  return adminActionResponse(result, (user) => ({ user }));
}

export const POST = writeRoute(['json'], insertUser);
