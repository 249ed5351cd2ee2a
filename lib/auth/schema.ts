import { z } from 'zod';

/** Shared by the sign-in form and the server; messages are i18n keys. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'auth.errors.invalidEmail')
  .max(254, 'auth.errors.invalidEmail')
  .pipe(z.email('auth.errors.invalidEmail'));

export const requestCodeSchema = z.object({ email: emailSchema });
export type RequestCodeInput = z.input<typeof requestCodeSchema>;

export const verifyCodeSchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'auth.errors.codeFormat'),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

/**
 * Why a code was refused; next-auth hands the reason to the browser, which shows auth.errors.<reason>. A wrong,
 * expired or used code, or an address without codes, are all `codeInvalid`: the answer to a guess must not tell
 * whether the address is registered or has a code waiting. The other two are about the client's own requests.
 */
export const VERIFY_CODE_FAILURES = ['codeFormat', 'rateLimited', 'codeInvalid', 'tooManyAttempts'] as const;
export type VerifyCodeFailure = (typeof VERIFY_CODE_FAILURES)[number];

export function isVerifyCodeFailure(value: unknown): value is VerifyCodeFailure {
  return (VERIFY_CODE_FAILURES as readonly unknown[]).includes(value);
}
