import { memberFailureResponse, memberInvalidInput } from '@/lib/assessment/member-http';
import { requestLocale } from '@/lib/assessment/member-messages';
import { memberResultSchema } from '@/lib/assessment/member-schema';
import { authorizeMemberRequest } from '@/lib/assessment/member-session';
import { saveMemberResult } from '@/lib/assessment/member-writes';
import { jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { readMultipartForm } from '@/lib/http/read-multipart';
import { writeRoute } from '@/lib/write-guards/write-route';

/** The body may be JSON or a multipart form (writeRoute lets no other through); only the ids in it are read (and checked to be the member's own). */
async function readIds(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get('content-type') ?? '').includes('application/json')) return readJsonObject(request);
  const read = await readMultipartForm(request, {});

  return read.status === 'read' ? Object.fromEntries(read.form.entries()) : {};
}

// POST /api/insert/result – scores the signed-in member's assessment from its stored answers (percentages and
// totals in the body are ignored), queues the member's receipt and the office's notice, and answers { result }.
async function insertResult(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const authorization = await authorizeMemberRequest(locale);
  if (!authorization.ok) return authorization.response;

  const body = await readIds(request);
  const parsed = memberResultSchema.safeParse({ member_id: body.member_id, answer_id: body.answer_id });
  if (!parsed.success) return memberInvalidInput(locale, parsed.error);
  const outcome = await saveMemberResult(
    authorization.member,
    {
      claimedMemberId: parsed.data.member_id,
      claimedAnswerId: parsed.data.answer_id,
    },
    locale,
  );

  return outcome.ok ? jsonPrivate({ result: outcome.data }) : memberFailureResponse(locale, outcome.reason);
}

export const POST = writeRoute(['json', 'multipart'], insertResult);
