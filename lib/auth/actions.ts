'use server';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { clientAddress } from '@/lib/http/client-address';

import { requestStaffSignInCode } from './request-staff-code';
import { requestCodeSchema } from './schema';
import { currentSignInBrowser } from './sign-in-browser';

/**
 * Public: the first step of the staff sign-in. The same answer for every well-formed address, a staff member's
 * or not (requestStaffSignInCode); errors are i18n keys of messages/{locale}/auth.json.
 */
export async function requestAdminCode(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = requestCodeSchema.safeParse(input);
  if (!parsed.success) return fail('auth.errors.invalidEmail');

  const outcome = await requestStaffSignInCode({
    email: parsed.data.email,
    clientAddress: await clientAddress(),
    browser: await currentSignInBrowser(),
  });
  if (!outcome.ok) return fail(`auth.errors.${outcome.reason}`);

  return ok({ email: outcome.email });
}
