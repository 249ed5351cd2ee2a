import {
  createCodeQuerySchema,
  emailQuerySchema,
  memberAnswerSchema,
  memberAnswersQuerySchema,
  memberAssessmentSchema,
  memberAttachmentSchema,
  memberResultSchema,
  verifyCodeBodySchema,
} from '@/lib/assessment/member-schema';

import type { ApiRoute } from './types';

/**
 * The member assessment (seeds 7.4). Every call after sign-in takes the member from the session; the ids a
 * request names are only checked to be the member's own (403 otherwise). Multipart bodies are described by
 * their text fields; proof_file, official_document and form are file parts (PDF, JPEG, PNG, DOCX, XLSX, 20 MB).
 * POST /api/verify/code checks the mailed code and sets the session cookie.
 */
export const MEMBER_ASSESSMENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/check/email',
    summary: 'Whether an e-mail belongs to an active member: member and its latest answer_id',
    tag: 'member-assessment',
    query: emailQuerySchema,
    responseKeys: ['member', 'answer_id'],
    errors: [400, 404, 429],
  },
  {
    method: 'get',
    path: '/api/create/code',
    summary:
      "Mail a 6-digit sign-in code to a member's registered e-mail, typed as email (an id alone mails nothing); sets the sign-in-browser cookie, and the code works only from that browser or network",
    tag: 'member-assessment',
    query: createCodeQuerySchema,
    responseKeys: ['message'],
    errors: [400, 404, 429, 503],
  },
  {
    method: 'post',
    path: '/api/verify/code',
    summary:
      "Check a member's mailed code (by email or id) and sign the member in: completion ('finished', 'attachments' or 'fresh') and the latest result; every wrong guess, for a member or an id of none, is the same 401",
    tag: 'member-assessment',
    body: verifyCodeBodySchema,
    responseKeys: ['message', 'completion', 'result'],
    errors: [400, 401, 429],
  },
  {
    method: 'post',
    path: '/api/insert/member-answer',
    summary: "Store one answer of the signed-in member's assessment (multipart, with an optional proof_file)",
    tag: 'member-assessment',
    body: memberAnswerSchema,
    responseKeys: ['message', 'answer_id', 'question_id'],
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/api/insert/member-assessment',
    summary:
      "Finish in one call: store the signed-in member's answers (JSON; those with a proof file go through /api/insert/member-answer first), score them, save the result and queue the member's receipt and the office's notice",
    tag: 'member-assessment',
    body: memberAssessmentSchema,
    responseKeys: ['result'],
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/api/insert/result',
    summary: "Score the signed-in member's answers on the server and save the result",
    tag: 'member-assessment',
    body: memberResultSchema,
    responseKeys: ['result'],
    errors: [400, 401, 403, 409],
  },
  {
    method: 'post',
    path: '/api/insert/attachment',
    summary: "The official document and form of the signed-in member's result (multipart); completes it",
    tag: 'member-assessment',
    body: memberAttachmentSchema,
    responseKeys: ['message', 'result_id'],
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/api/get/member-answers',
    summary: "The signed-in member's own answers and result (staff: any member assessment by answerId or memberId)",
    tag: 'member-assessment',
    query: memberAnswersQuerySchema,
    responseKeys: ['answer'],
    errors: [400, 401, 403, 404],
  },
];
