/** The longest name from an unverified sender that a mail repeats: a person's full name fits, a message does not. */
export const UNTRUSTED_NAME_MAX_LENGTH = 60;

/** Text that means to be a link (a scheme, `www`, an e-mail address): a name holding it is left out whole. */
const LINK_INTENT = /https?|ftp|www|mailto|:\/\/|@/i;
/** What a name is written with: letters and their marks, digits, spaces and the dot, hyphen and apostrophes. */
const NOT_IN_A_NAME = /[^\p{L}\p{M}\p{N}\s.\-'’]/gu;
/** Invisible format and control characters, which could hide `http` or `www` from LINK_INTENT. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/**
 * A name typed on a public form, as a mail to the address typed beside it may repeat it: anyone can type someone
 * else's address, so the mail must carry nothing a stranger could use to speak in the association's name.
 * Returns '' (the mail then greets without a name) when the name holds a link; otherwise keeps only what names
 * are written with, breaks every `word.word` with a space (`Б. Бат`, `example. com`: no mail client links a
 * domain with a space in it), and cuts it to UNTRUSTED_NAME_MAX_LENGTH characters.
 */
export function untrustedName(text: string): string {
  // NFKC turns look-alikes (fullwidth letters, the one-dot leader) into the plain characters checked below.
  const visible = text.normalize('NFKC').replace(INVISIBLE, '');
  if (LINK_INTENT.test(visible)) return '';
  const name = visible
    .replace(NOT_IN_A_NAME, ' ')
    .replace(/\.(?=\S)/g, '. ')
    .replace(/\s+/g, ' ')
    .trim();
  const bounded = Array.from(name).slice(0, UNTRUSTED_NAME_MAX_LENGTH).join('').trim();

  return /\p{L}/u.test(bounded) ? bounded : '';
}
