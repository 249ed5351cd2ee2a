/**
 * The results' id. Filter links end with it: Next.js scrolls a navigation with a hash to its element, smoothly
 * through the site's `scroll-behavior: smooth` (off for reduced motion, directory.css), and a browser without
 * JavaScript jumps there too. The list stays where it was on back navigation, as the router restores it.
 */
export const RESULTS_ID = 'results';
export const RESULTS_HASH = `#${RESULTS_ID}`;
