const CRLF = '\r\n';
/** RFC 5545 3.1: a content line holds at most 75 octets, its line break not counted. */
const MAX_LINE_OCTETS = 75;

/** The octets a code point takes in UTF-8 (the encoding RFC 5545 prescribes). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;

  return codePoint < 0x10000 ? 3 : 4;
}

/** A folded calendar's logical lines: a line break followed by one space or tab joins the two lines. */
export function unfoldLines(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/**
 * One content line folded as RFC 5545 3.1 asks: at most 75 octets a line (not characters: a Cyrillic letter
 * takes two), each continuation led by one space that counts among its 75, and never inside a character's
 * UTF-8 sequence, which would leave both halves undecodable.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);

  return parts.join(CRLF);
}

/** A whole calendar folded afresh: whatever folding it had (by characters, with tabs) is undone first. */
export function foldCalendar(text: string): string {
  return unfoldLines(text).split(CRLF).map(foldLine).join(CRLF);
}
