import { z } from 'zod';

// Digits with the separators people write (+976 7711-2233, (976) 88 11 22 33), at least four digits: a local
// extension is short, an international number long, and letters are never part of one.
const PHONE_PATTERN = /^\+?[\d\s().-]{4,30}$/;
const MIN_PHONE_DIGITS = 4;
const MIN_NAME_LETTERS = 2;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

/** A person's name as forms ask for it: at least two letters in any script ('Б.Болд', 'Li'); initials alone are no name. */
export function isPersonName(value: string): boolean {
  return (value.match(/\p{L}/gu)?.length ?? 0) >= MIN_NAME_LETTERS;
}

/** A phone number (trimmed), `message` when it is not one. Forms that require it check presence first. */
export const phoneNumber = (message: string) => z.string().trim().max(30, message).refine(isPhoneNumber, message);

/** A person's name (trimmed), `message` when it has fewer than two letters. */
export const personName = (message: string) => z.string().trim().refine(isPersonName, message);
