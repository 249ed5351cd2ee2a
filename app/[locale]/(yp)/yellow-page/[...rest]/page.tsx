import { unknownAddressRoute } from '@/components/layout/page-not-found';

const route = unknownAddressRoute('/yellow-page');

// Rendered on first request and cached, like every page of the directory.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = route.generateMetadata;

/** An address under /yellow-page that no page answers: the directory's not-found page in its frame. */
export default route.UnknownAddressPage;
