/** The largest page a news list call may ask for. */
export const NEWS_PAGE_LIMIT_MAX = 50;
