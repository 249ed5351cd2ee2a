/** Seeds: logo jpeg or png; 5 MB is far above any logo and keeps a registration request small. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** Where registration logos are stored (lib/storage), beside the seeded directory logos. */
export const LOGO_FOLDER = 'directory/logos';

/** The largest multipart body accepted: the logo plus generous room for the text fields. */
export const REGISTRATION_MAX_BODY_BYTES = LOGO_MAX_BYTES + 256 * 1024;

/**
 * A company registers once, perhaps with a consultant or two from the same office; a script registers hundreds.
 * Ten per client address in ten minutes lets an office through and stops flooding.
 */
export const REGISTRATION_LIMIT = { limit: 10, windowSeconds: 10 * 60 } as const;

/** Seeds 8: the failure message shows 5 seconds; so does the staff screen's success (seeds 9). */
export const REGISTRATION_NOTICE_MS = 5000;
