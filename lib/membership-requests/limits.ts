/**
 * A company sends one request, perhaps a corrected second one; a script sends hundreds. Five per client address
 * in ten minutes lets every person through and stops flooding of the office's inbox.
 */
export const OFFICE_REQUEST_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;
