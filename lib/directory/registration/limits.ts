import { PRIVATE_KEY_PREFIX } from '@/lib/storage/private-keys';

/** Seeds: logo jpeg or png; 5 MB is far above any logo and keeps a registration request small. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** A logo's largest side in pixels: far above any page's use, and a bound on what resizing it costs. */
export const LOGO_MAX_SIDE = 4000;

/** Where published logos are stored (lib/storage), beside the seeded directory logos, served under /files. */
export const LOGO_FOLDER = 'directory/logos';

/**
 * Where a public request's logo waits for review: a private folder, which /files never serves, so nobody can
 * publish a picture through the form; staff see it in the back-office, and approval moves it to LOGO_FOLDER.
 */
export const PENDING_LOGO_FOLDER = `${PRIVATE_KEY_PREFIX}directory/pending-logos`;

/** The largest multipart body accepted: the logo plus generous room for the text fields. */
export const REGISTRATION_MAX_BODY_BYTES = LOGO_MAX_BYTES + 256 * 1024;

/**
 * A company registers once, perhaps with a consultant or two from the same office; a script registers hundreds.
 * Ten per client address in ten minutes lets an office through and stops flooding.
 */
export const REGISTRATION_LIMIT = { limit: 10, windowSeconds: 10 * 60 } as const;

/**
 * Requests of one client neighbourhood (an IPv4 /24, an IPv6 /48) waiting for review at once: an office or a
 * street registers a few companies, while a stranger must now use ten neighbourhoods to fill the queue
 * (DIRECTORY_PENDING_LIMIT, 200 by default) and then only pushes out its own requests (review-queue.ts).
 */
export const NEIGHBOURHOOD_PENDING_LIMIT = 20;

/** When a neighbourhood's requests fill its share, the client is told to come back in an hour (staff review in office hours). */
export const QUEUE_FULL_RETRY_SECONDS = 60 * 60;

/** While the review queue overflows, staff are mailed at most once in this time: once a burst, not once a request. */
export const QUEUE_FULL_NOTICE_SECONDS = 6 * 60 * 60;

/** Seeds 8: the failure message shows 5 seconds; so does the staff screen's success (seeds 9). */
export const REGISTRATION_NOTICE_MS = 5000;
