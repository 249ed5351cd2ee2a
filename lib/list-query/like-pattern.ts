/** A LIKE pattern matching the term literally anywhere: `%`, `_` and `\` typed by staff are text, not wildcards. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
