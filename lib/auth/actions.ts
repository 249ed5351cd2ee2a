'use server';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { clientAddress } from '@/lib/http/client-address';

import { requestSignInCode } from './request-sign-in-code';
import { requestCodeSchema } from './schema';

/**
 * Public: the first step of the admin sign-in, mailing a code to a registered admin e-mail. Errors are i18n
 * keys of messages/{locale}/auth.json.
 */
export async function requestAdminCode(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = requestCodeSchema.safeParse(input);
  if (!parsed.success) return fail('auth.errors.invalidEmail');

  const outcome = await requestSignInCode({
    subject: 'admin',
    email: parsed.data.email,
    clientAddress: await clientAddress(),
    locale: 'mn',
  });
  if (!outcome.ok) return fail(`auth.errors.${outcome.reason}`);

  return ok({ email: outcome.email });
}
