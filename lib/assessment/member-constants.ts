/** Seeds 9: the code-resent notice shows for 3 seconds, error messages for 5. */
export const CODE_RESENT_NOTICE_MS = 3000;
export const ERROR_MESSAGE_MS = 5000;
/** Answers with a proof file are sent one per question (seeds 7.4), a few at a time. */
export const ANSWER_UPLOADS_IN_PARALLEL = 4;
/** The attachment step's anchor: the unconfirmed notice at the top of the page links down to it. */
export const MEMBER_ATTACHMENTS_ID = 'member-attachments';
