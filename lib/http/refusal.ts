import 'server-only';

import { jsonError } from './json-response';
import { requestLanguage } from './request-language';
import { apiTranslator } from './respond';

type RefusalOptions = { status: number; key: string; values?: Record<string, string>; headers?: HeadersInit };

/** A refused request's answer: JSON `{ message }` in the request's language (requestLanguage), never cached. */
export async function refusal(request: Request, { status, key, values, headers }: RefusalOptions): Promise<Response> {
  const t = await apiTranslator(requestLanguage(request));

  return jsonError(status, t(key, values), { headers });
}
