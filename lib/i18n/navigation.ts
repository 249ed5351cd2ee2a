import { createNavigation } from 'next-intl/navigation';

import { routing } from './routing';

/**
 * Locale-aware Link and router for client components that already run next-intl for their texts (the forms
 * inside ClientMessages). Server components use components/i18n/link.tsx and localizedPath instead: importing
 * this module on the server puts next-intl's client runtime into the page's JavaScript.
 */
export const { Link, useRouter } = createNavigation(routing);
