import type { Metadata } from 'next';

import { NOT_FOUND_TITLE, NotFoundContent } from '@/components/layout/not-found-content';

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } };

export default function NotFound() {
  return <NotFoundContent />;
}
