import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { companyJsonLd } from '@/lib/directory/company-json-ld';
import { mainCategoryName } from '@/lib/directory/main-categories';
import { getCompany } from '@/lib/directory/queries';
import { directoryHref } from '@/lib/directory/view';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { readLocale } from '@/lib/i18n/read-locale';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

import { Breadcrumb } from '../_components/breadcrumb';
import { CompanyProfile } from './_components/company-profile';

// Rendered on first request, then cached until staff change the directory (lib/cache).
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * The approved company of the URL in the page's language; anything else (letters, unknown, unapproved) is an
 * unknown address (`company` null), answered by the directory's not-found page.
 */
async function companyOf(
  params: Props['params'],
): Promise<{ locale: Locale; company: Awaited<ReturnType<typeof getCompany>> }> {
  const locale = await readLocale(params);
  const { id } = await params;
  const company = /^\d{1,9}$/.test(id) ? await getCompany(Number(id), locale) : null;

  return { locale, company };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, company } = await companyOf(params);
  if (!company) return unknownAddressMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'directory.company' });

  return pageMetadata({
    locale,
    path: `/yellow-page/${company.id}`,
    title: company.name,
    description: t('description', { name: company.name }),
    ...(company.logo ? { image: { url: company.logo, alt: company.name } } : {}),
  });
}

/** A company (seeds 2.4): breadcrumb (home, main category, company), then its profile, with Organization JSON-LD. */
export default async function CompanyPage({ params }: Props) {
  const { locale, company } = await companyOf(params);
  setRequestLocale(locale);
  if (!company) return <UnknownAddress home="/yellow-page" />;
  const main = company.categories[0]?.mainCode;
  const jsonLd = companyJsonLd({
    company,
    pageUrl: absoluteUrl(localizedPath(`/yellow-page/${company.id}`, locale)),
    logoUrl: company.logo ? absoluteUrl(company.logo) : undefined,
  });

  return (
    <div className="yp-co">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumb
        crumbs={[
          ...(main ? [{ label: mainCategoryName(main, locale), href: directoryHref({ main }) }] : []),
          { label: company.name },
        ]}
      />
      <CompanyProfile company={company} />
    </div>
  );
}
