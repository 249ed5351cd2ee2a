import { z } from 'zod';

import { SEARCH_TERM_MAX_LENGTH } from './search-term';

/** Each search keeps its own message keys: `type` for a value that is no text, `tooLong` for a term past the cap. */
type SearchTermMessages = { type?: string; tooLong?: string };

/** A typed search term, trimmed and capped; a schema adds its own `.min()`, default or fallback. */
export function searchTerm({ type, tooLong }: SearchTermMessages = {}) {
  return z.string(type).trim().max(SEARCH_TERM_MAX_LENGTH, tooLong);
}
