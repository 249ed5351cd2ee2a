import { unknownAddressRoute } from '@/components/layout/page-not-found';

const route = unknownAddressRoute('/mm');

// Rendered on first request and cached, like every page of the site.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = route.generateMetadata;

/** An address under /mm that no page answers: the site's not-found page in its frame. */
export default route.UnknownAddressPage;
