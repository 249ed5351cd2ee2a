/** The largest page a news list call may ask for. */
export const NEWS_PAGE_LIMIT_MAX = 50;

/**
 * The side panel's archive lists the newest twelve months: years of news would otherwise make every news page's
 * list (and its HTML) grow without end. Older months stay reachable by their address and the API lists them all.
 */
export const ARCHIVE_MONTHS_SHOWN = 12;
