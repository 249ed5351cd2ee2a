import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { adminTranslator } from '@/lib/admin/messages';
import { SITE_ICONS } from '@/lib/seo/metadata';

import { AdminIntlProvider } from './_components/admin-intl-provider';
import { ADMIN_LOCALE } from '@/lib/admin/date-text';

import './admin.css';

// Rendered per request, never prerendered: pages depend on who is signed in, and proxy.ts gives each response a
// CSP nonce that only a per-request render can put on its scripts.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: adminTranslator()('admin.title'),
  robots: { index: false, follow: false },
  icons: SITE_ICONS,
};
export const viewport: Viewport = { themeColor: '#0f7a3d', width: 'device-width', initialScale: 1 };

export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={ADMIN_LOCALE}>
      <body className="min-h-screen bg-gray-50 text-ink antialiased">
        <AdminIntlProvider>{children}</AdminIntlProvider>
      </body>
    </html>
  );
}
