/** Seeds 9: the board has 11 members elected for three years. */
export const BOARD = { members: 11, termYears: 3 } as const;

/** Seeds 9: the membership form's success message stays for 10 seconds. */
export const SUCCESS_MESSAGE_MS = 10_000;

/** Seeds 2.3: six benefit items, texts in messages (membership.benefits.1..6). */
export const BENEFITS = ['1', '2', '3', '4', '5', '6'] as const;
