import type { Metadata } from 'next';

import { BilingualNotFound, bilingualNotFoundTitle } from '@/components/layout/not-found-content';
import { NotFoundResponse } from '@/components/layout/page-not-found';

// Rendered on first request and cached, like every public page (the build has no database).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: await bilingualNotFoundTitle(), robots: { index: false } };
}

/** An address under no sub-site (`/x`, `/en/x`): the bilingual not-found page, status 404. */
export default function UnknownPage() {
  return (
    <NotFoundResponse>
      <BilingualNotFound />
    </NotFoundResponse>
  );
}
