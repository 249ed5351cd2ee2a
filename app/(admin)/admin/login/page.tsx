import { redirect } from 'next/navigation';

import { adminTranslator } from '@/lib/admin/messages';
import { getAdmin } from '@/lib/auth/guards';
import { env } from '@/lib/env';

import { GoogleButton } from './_components/google-button';
import { LoginForm } from './_components/login-form';

type LoginPageProps = { searchParams: Promise<{ error?: string | string[] }> };

export default async function AdminLoginPage({ searchParams }: LoginPageProps) {
  if (await getAdmin()) redirect('/admin/dashboard');
  const t = adminTranslator();
  // next-auth sends failed Google sign-ins back here with ?error=AccessDenied (an unregistered address).
  const { error } = await searchParams;
  const initialError = error ? t(error === 'AccessDenied' ? 'auth.errors.accessDenied' : 'auth.errors.failed') : '';

  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-light px-4 py-12">
      <section aria-labelledby="login-title" className="w-full max-w-sm rounded-xl bg-white p-8 shadow-lg">
        <h1 id="login-title" className="text-center text-3xl font-bold text-brand-dark">
          {t('auth.login.title')}
        </h1>
        <p className="mt-2 mb-6 text-center text-sm text-muted">{t('auth.login.intro')}</p>
        {env.isGoogleEnabled && (
          <>
            <GoogleButton />
            <p className="my-5 flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-gray-300 after:h-px after:flex-1 after:bg-gray-300">
              {t('auth.login.or')}
            </p>
          </>
        )}
        <LoginForm initialError={initialError} />
      </section>
    </main>
  );
}
