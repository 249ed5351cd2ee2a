'use client';

import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

export function LogoutButton() {
  const t = useTranslations('admin.shell');
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);

  const onLogout = async () => {
    setIsBusy(true);
    // Navigating ourselves keeps the destination independent of the server's configured URL.
    await signOut({ redirect: false });
    router.replace('/admin/login');
    router.refresh();
  };

  return (
    <button
      type="button"
      onClick={() => void onLogout()}
      disabled={isBusy}
      className="rounded-md border border-gray-400 px-3 py-1.5 text-sm font-medium text-ink hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-70"
    >
      {isBusy ? t('loggingOut') : t('logout')}
    </button>
  );
}
