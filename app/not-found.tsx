import type { Metadata } from 'next';

import { BilingualNotFound, bilingualNotFoundTitle } from '@/components/layout/not-found-content';
import { SITE_ICONS } from '@/lib/seo/metadata';

import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await bilingualNotFoundTitle(), robots: { index: false }, icons: SITE_ICONS };
}

/** Addresses outside the public sites and the back-office (`/api/...` with no handler): the bilingual not-found page. */
export default function GlobalNotFound() {
  return (
    <html lang="mn">
      <body className="min-h-screen bg-white antialiased">
        <BilingualNotFound />
      </body>
    </html>
  );
}
