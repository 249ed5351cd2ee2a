import { createSignInLink } from '@/lib/auth/sign-in-link';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { operatorRoute } from '@/lib/operations/operator-route';
import { signInLinkRequestSchema } from '@/lib/operations/schema';
import { writeRoute } from '@/lib/write-guards/write-route';

export const dynamic = 'force-dynamic';

// POST /api/operator/sign-in-link { email, issuedBy } – `npm run admin:sign-in-link` while this server holds the
// embedded database: { link: { url, expiresAt } } for a staff address, { link: null } for any other
async function makeSignInLink(request: Request): Promise<Response> {
  const parsed = signInLinkRequestSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return jsonError(400, 'Expected { email: a staff e-mail address, issuedBy: string }');

  return jsonPrivate({ link: await createSignInLink(parsed.data) });
}

export const POST = writeRoute(['json'], operatorRoute(makeSignInLink));
