import 'server-only';

import { logger } from '@/lib/observability/logger';

import { jsonError } from './json-response';

/**
 * Every reason the app refuses a request with, and the HTTP status it answers: the one table (dub's `ErrorCode`,
 * documenso's `AppErrorCode`). A domain names its refusals by these keys (its message keys often share the name),
 * so a reason with no status here does not compile.
 */
export const REASON_STATUS = {
  // The common answers.
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  unavailable: 503,
  storageUnavailable: 503,

  // Sign-in codes (lib/auth): a wrong guess and too many guesses are both "not signed in".
  invalidEmail: 400,
  unknownEmail: 404,
  codeFormat: 400,
  codeInvalid: 401,
  tooManyAttempts: 401,

  // Meetings (lib/meetings): every double booking is a conflict (DESIGN.md 7).
  selfInvitation: 400,
  slotPast: 409,
  roomTaken: 409,
  senderBusy: 409,
  receiverBusy: 409,
  notReceiver: 403,
  notLive: 409,

  // The member assessment (lib/assessment, member-assessment.json `errors`).
  unknownQuestion: 400,
  proofFileWithoutProof: 400,
  notAllAnswered: 400,
  alreadySubmitted: 409,
  noResult: 409,
  attachmentsDone: 409,
  wrongType: 415,

  // Directory registrations (lib/directory/registration).
  logoTooLarge: 413,
  logoType: 415,
  logoDimensions: 400,
  invalidCategory: 400,
  queueFull: 429,
} as const satisfies Record<string, number>;

export type Reason = keyof typeof REASON_STATUS;

/** The status a refusal answers with when the app has no reason for it: a bug, never the client's fault. */
export const UNKNOWN_REASON_STATUS = 500;

export function isReason(value: string): value is Reason {
  return Object.hasOwn(REASON_STATUS, value);
}

/**
 * The status of a reason known only at run time (a failure key, a cast). One the table does not hold is a bug: it is
 * logged and answered 500, never quietly given some 4xx.
 */
export function statusOfText(reason: string): number {
  if (isReason(reason)) return REASON_STATUS[reason];
  logger.error({ reason }, 'A refusal names a reason without an HTTP status');

  return UNKNOWN_REASON_STATUS;
}

/** The status of a reason. Typed, so a misspelt reason does not compile; checked at run time all the same. */
export function statusOf(reason: Reason): number {
  return statusOfText(reason);
}

/** A refusal as the API answers it: the reason's status with `{ message }` (and `errors` per field), never cached. */
export function jsonRefusal(reason: Reason, message: string, extras?: Parameters<typeof jsonError>[2]): Response {
  return jsonError(statusOf(reason), message, extras);
}
