import { memberFailureResponse, memberInvalidInput } from '@/lib/assessment/member-http';
import { requestLocale } from '@/lib/assessment/member-messages';
import { memberResultSchema } from '@/lib/assessment/member-schema';
import { authorizeMemberRequest } from '@/lib/assessment/member-session';
import { saveMemberResult } from '@/lib/assessment/member-writes';
import { jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';

/** The body may be JSON or a form; only the ids in it are read (and checked to be the member's own). */
async function readIds(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return readJsonObject(request);
  if (type.includes('form')) {
    const form = await request.formData().catch(() => null);

    return form ? Object.fromEntries(form.entries()) : {};
  }

  return {};
}

// POST /api/insert/result – scores the signed-in member's assessment from its stored answers (percentages and
// totals in the body are ignored) and answers { result }.
export async function POST(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const authorization = await authorizeMemberRequest(locale);
  if (!authorization.ok) return authorization.response;

  const body = await readIds(request);
  const parsed = memberResultSchema.safeParse({ member_id: body.member_id, answer_id: body.answer_id });
  if (!parsed.success) return memberInvalidInput(locale, parsed.error);
  const outcome = await saveMemberResult(authorization.member.id, {
    claimedMemberId: parsed.data.member_id,
    claimedAnswerId: parsed.data.answer_id,
  });

  return outcome.ok ? jsonPrivate({ result: outcome.data }) : memberFailureResponse(locale, outcome.reason);
}
