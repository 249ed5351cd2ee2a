/**
 * A person registers once, perhaps a colleague or two from the same office; a script registers hundreds. Ten per
 * client address in ten minutes lets a company's front desk through and stops flooding.
 */
export const REGISTRATION_LIMIT = { limit: 10, windowSeconds: 10 * 60 } as const;

/** Seeds 9: the registration form's success message shows for 10 seconds, then the form is idle again. */
export const REGISTRATION_SUCCESS_MS = 10_000;
