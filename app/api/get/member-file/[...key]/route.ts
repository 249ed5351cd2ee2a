import { memberOwningFile } from '@/lib/assessment/member-file-owner';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { getAssessmentReader } from '@/lib/assessment/member-session';
import { authTranslator } from '@/lib/auth/messages';
import { jsonError } from '@/lib/http/json-response';
import { serveStoredFile } from '@/lib/storage';
import { isPrivateKey } from '@/lib/storage/private-keys';

type RouteContext = { params: Promise<{ key: string[] }> };

// GET /api/get/member-file/{key} – a member's private proof file or attachment, to that member and to staff only
export async function GET(request: Request, { params }: RouteContext): Promise<Response> {
  const locale = requestLocale(request);
  const t = memberAssessmentTranslator(locale);
  const reader = await getAssessmentReader('evidence');
  if (!reader) return jsonError(401, t('errors.unauthorized'));
  if (reader.kind === 'refused') return jsonError(403, authTranslator(locale)('errors.forbidden'));
  const key = (await params).key.join('/');
  const owner = isPrivateKey(key) ? await memberOwningFile(key) : null;
  if (owner === null) return jsonError(404, t('errors.notFound'));
  if (reader.kind === 'member' && reader.member.id !== owner) return jsonError(403, t('errors.forbidden'));

  const served = await serveStoredFile({ request, key, hasBody: true });
  // The stored file is someone's own: no shared cache may keep it, and it downloads rather than renders.
  const headers = new Headers(served.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Content-Disposition', `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`);

  return new Response(served.body, { status: served.status, headers });
}
