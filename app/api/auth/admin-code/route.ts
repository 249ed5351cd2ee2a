import { authTranslator } from '@/lib/auth/messages';
import { requestStaffSignInCode } from '@/lib/auth/request-staff-code';
import { requestCodeSchema } from '@/lib/auth/schema';
import { signInBrowserFor } from '@/lib/auth/sign-in-browser';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/auth/admin-code – asks for a staff sign-in code ({ email }); the same answer whether or not the address
// is a staff member's. The mailed code is then posted with the e-mail to next-auth's admin-code callback.
async function sendAdminCode(request: Request): Promise<Response> {
  const t = authTranslator('mn');
  const parsed = requestCodeSchema.safeParse(await readJsonObject(request));
  const asker = signInBrowserFor(request.headers);
  const outcome = parsed.success
    ? await requestStaffSignInCode({
        email: parsed.data.email,
        clientAddress: clientAddressFrom(request.headers),
        browser: asker.browser,
      })
    : null;
  if (!outcome?.ok) {
    const message = t('errors.invalidEmail');

    return jsonError(400, message, { errors: { email: message } });
  }

  return asker.remember(jsonPrivate({ message: t('login.codeRequested', { email: outcome.email }) }));
}

export const POST = writeRoute(['json'], sendAdminCode);
