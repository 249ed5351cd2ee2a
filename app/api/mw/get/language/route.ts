import { authorizeAdminRequest } from '@/lib/auth/guards';
import { CONFERENCE_LANGUAGES } from '@/lib/conference/schedule/languages';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/mw/get/language – the conference's language codes for the back-office selects { result: [{ id, language }] }
export async function GET(): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  return jsonPrivate({ result: CONFERENCE_LANGUAGES.map(({ id, language }) => ({ id, language })) });
}
