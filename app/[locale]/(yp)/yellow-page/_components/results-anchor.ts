/**
 * The results' id. Filter links end with it: Next.js scrolls a navigation with a hash to its element (at once: it
 * switches the site's smooth scrolling off while it changes pages, see the root layout), and a browser without
 * JavaScript jumps there too. The list stays where it was on back navigation, as the router restores it.
 */
export const RESULTS_ID = 'results';
export const RESULTS_HASH = `#${RESULTS_ID}`;
