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

/** Why a code was refused; next-auth hands the reason to the browser, which shows auth.errors.<reason>. */
export const VERIFY_CODE_FAILURES = [
  'codeFormat',
  'rateLimited',
  'codeInvalid',
  'codeExpired',
  'tooManyAttempts',
] as const;
export type VerifyCodeFailure = (typeof VERIFY_CODE_FAILURES)[number];

export function isVerifyCodeFailure(value: unknown): value is VerifyCodeFailure {
  return (VERIFY_CODE_FAILURES as readonly unknown[]).includes(value);
}
