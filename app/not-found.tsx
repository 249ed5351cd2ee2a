import type { Metadata } from 'next';

import { NOT_FOUND_TITLE, NotFoundContent } from '@/components/layout/not-found-content';
import { SITE_ICONS } from '@/lib/seo/metadata';

import './globals.css';

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false }, icons: SITE_ICONS };

export default function GlobalNotFound() {
  return (
    <html lang="mn">
      <body className="min-h-screen bg-white antialiased">
        <NotFoundContent />
      </body>
    </html>
  );
}
