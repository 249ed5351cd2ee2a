import { describe, expect, it } from 'vitest';

import { SEARCH_TERM_MAX_LENGTH } from './search-term';
import { searchTerm } from './search-term-schema';

describe('searchTerm', () => {
  it('trims the term and takes up to 100 characters', () => {
    expect(searchTerm().parse('  алт  ')).toBe('алт');
    expect(searchTerm().parse(`  ${'а'.repeat(SEARCH_TERM_MAX_LENGTH)}  `)).toHaveLength(100);
  });

  it("refuses a longer term or a value that is no text with the schema's own keys", () => {
    const schema = searchTerm({ type: 'search.termRequired', tooLong: 'search.termTooLong' });
    expect(schema.safeParse('а'.repeat(101)).error?.issues[0]?.message).toBe('search.termTooLong');
    expect(schema.safeParse(['алт']).error?.issues[0]?.message).toBe('search.termRequired');
  });
});
