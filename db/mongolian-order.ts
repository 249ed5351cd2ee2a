import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Mongolian dictionary order (Ө after О, Ү after У) as a key that sorts by code point: each Cyrillic capital is
 * replaced by a character of U+0400.. in the alphabet's order, so ORDER BY key COLLATE "C" is the dictionary's
 * order on every server, with or without ICU. Latin letters (below U+0400) come before Cyrillic ones.
 */
export const MONGOLIAN_ALPHABET = 'АБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯ';
const ORDERED_CODE_POINTS = Array.from({ length: MONGOLIAN_ALPHABET.length }, (_, index) =>
  String.fromCodePoint(0x400 + index),
).join('');
// Both cases are mapped explicitly: upper() of Cyrillic depends on the server's locale, translate() does not.
const TRANSLATE_ARGUMENTS = `'${MONGOLIAN_ALPHABET}${MONGOLIAN_ALPHABET.toLowerCase()}', '${ORDERED_CODE_POINTS}${ORDERED_CODE_POINTS}'`;

/** The key of the column named `column`, for a generated column that an index can hold. */
export const mongolianSortKey = (column: string): SQL => sql.raw(`translate(upper(${column}), ${TRANSLATE_ARGUMENTS})`);

/** The key of `column` computed while sorting, for lists too small or too rarely sorted to keep an index for it. */
export const mongolianOrder = (column: AnyColumn): SQL =>
  sql`translate(upper(${column}), ${sql.raw(TRANSLATE_ARGUMENTS)}) collate "C"`;
