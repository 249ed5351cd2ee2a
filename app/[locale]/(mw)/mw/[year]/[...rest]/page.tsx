import { unknownAddressRoute } from '@/components/layout/page-not-found';

const route = unknownAddressRoute('/mw');

// Rendered on first request and cached, like every page of the conference site.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = route.generateMetadata;

/**
 * An address under /mw that no page answers (`/mw/about/x`, `/mw/2023/x`): the conference site's not-found page
 * in the frame of the edition its first segment names, else the current edition's ([year]/layout.tsx).
 */
export default route.UnknownAddressPage;
