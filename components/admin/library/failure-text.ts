/**
 * The notice for a failed save: the seeds' generic text, except when the server said why in a way staff can act
 * on (signed out, no permission, the row is gone).
 */
export function failureText(t: (key: string) => string, error: string | undefined, fallback: string): string {
  return error?.startsWith('errors.') && error !== 'errors.invalidInput' && error !== 'errors.serverError'
    ? t(error)
    : fallback;
}

/** The document and video screens name the reason alone. */
export const bareReason = (reason: string) => reason;
