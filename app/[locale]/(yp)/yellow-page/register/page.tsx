import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { listRegistrationCategories } from '@/lib/directory/registration/categories';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { RegistrationWizard } from './_components/registration-wizard';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'directory-register.page' });

  return pageMetadata({ locale, path: '/yellow-page/register', title: t('title'), description: t('description') });
}

/** Registration to the business directory (seeds 2.4, 5): the form's texts and the sub categories go to the client. */
export default async function DirectoryRegisterPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, categories] = await Promise.all([
    getTranslations('directory-register.page'),
    listRegistrationCategories(locale),
  ]);

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="text-ink">{t('intro')}</p>
      <ClientMessages paths={['directory-register.form', 'errors.tooManyRequests']}>
        <RegistrationWizard categories={categories} />
      </ClientMessages>
    </div>
  );
}
