import type { ReactNode } from 'react';

import { AdminToaster } from '@/components/admin/admin-toaster';
import { adminTranslator } from '@/lib/admin/messages';
import { ADMIN_NAV } from '@/lib/admin/nav-items';
import { requireAdminPage } from '@/lib/auth/guards';
import { can } from '@/lib/auth/roles';
import { getMaintenanceState } from '@/lib/maintenance/queries';

import { AccountBadge } from './_components/account-badge';
import { AdminNav, type NavSection } from './_components/admin-nav';
import { LogoutButton } from './_components/logout-button';
import { MaintenanceBanner } from './_components/maintenance-banner';

// The shell's check only spares visitors an empty frame; every page below checks again.
export default async function AdminShellLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  const maintenance = await getMaintenanceState();
  const t = adminTranslator();
  const sections: NavSection[] = ADMIN_NAV.map((group) => ({
    key: group.key,
    title: t(`admin.nav.groups.${group.key}`),
    links: group.items
      .filter((item) => !item.permission || can(admin.accountRole, item.permission))
      .map((item) => ({ href: item.href, label: t(`admin.nav.${item.label}`) })),
  })).filter((section) => section.links.length > 0);

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-dark focus:outline-2 focus:outline-brand-dark"
      >
        {t('admin.shell.skipToContent')}
      </a>
      <aside className="bg-brand-dark text-white lg:sticky lg:top-0 lg:h-screen lg:w-72 lg:shrink-0 lg:overflow-y-auto">
        <p className="px-6 py-5 text-lg font-bold">{t('admin.shell.brand')}</p>
        <AdminNav sections={sections} label={t('admin.shell.navigation')} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-gray-200 bg-white px-6 py-3">
          <AccountBadge account={admin} label={t('admin.shell.account')} />
          <LogoutButton />
        </header>
        {maintenance.isOn ? <MaintenanceBanner state={maintenance} /> : null}
        <main id="admin-main" tabIndex={-1} className="flex-1 p-6 focus:outline-none">
          {children}
        </main>
        <AdminToaster />
      </div>
    </div>
  );
}
