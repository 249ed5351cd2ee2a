import type { Locale } from '@/lib/i18n/routing';

/**
 * Mongolian dative-locative ("to / in"): the suffix is written onto a Mongolian word ("үзэсгэлэн" → "үзэсгэлэнд",
 * "Улаанбаатар" → "Улаанбаатарт", "уулзалт" → "уулзалтад") and after a hyphen only where the name ends in Latin
 * letters or digits ("Mining Week-д", "2026-нд"). Edition names are staff's free text, so messages take the
 * composed phrase, never `{edition}-д`.
 */

/** Consonants after which the suffix is -т (the spelling rule of в, г, р, с). */
const TAKES_T = new Set(['в', 'г', 'р', 'с']);
/** Consonants the suffix cannot follow directly: a harmonising vowel comes between (уулзалт-ад, төсөл-д is fine). */
const TAKES_VOWEL = new Set(['д', 'т', 'ж', 'ч', 'ш', 'щ', 'з', 'ц']);
const CYRILLIC_LETTER = /\p{Script=Cyrillic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const DIGIT = /\d/;

/** The vowel of the suffix by the word's vowel harmony: о-words take о, ө-words ө, back words а, front words э. */
function harmonisingVowel(word: string): string {
  const vowels = [...word.toLowerCase()].filter((letter) => 'аоуэөү'.includes(letter));
  const last = vowels.at(-1);
  if (last === 'о' || last === 'ө') return last;

  return last === 'а' || last === 'у' ? 'а' : 'э';
}

/** `name` in the dative: the Mongolian suffix attached by the spelling rules; names ending otherwise are left as they are. */
export function mongolianDative(name: string): string {
  const trimmed = name.trim();
  const last = trimmed.at(-1)?.toLowerCase() ?? '';
  if (CYRILLIC_LETTER.test(last)) {
    if (TAKES_T.has(last)) return `${trimmed}т`;
    if (TAKES_VOWEL.has(last)) return `${trimmed}${harmonisingVowel(trimmed)}д`;

    return `${trimmed}д`;
  }
  // Digits are read as Mongolian numerals, most of which end in a hidden н (зургаа(н), ес(өн)): "2026-нд".
  if (DIGIT.test(last)) return `${trimmed}-нд`;
  if (LATIN_LETTER.test(last)) return `${trimmed}-д`;

  return trimmed;
}

/**
 * An edition's name as a message's dative slot takes it: composed in Mongolian ("{edition} бүртгүүлэх"), as is in
 * English, whose message carries its own preposition ("Register for {edition}").
 */
export function editionInDative(locale: Locale, name: string): string {
  return locale === 'mn' ? mongolianDative(name) : name;
}
