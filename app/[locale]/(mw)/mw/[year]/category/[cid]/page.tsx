import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { loadArchivedEdition } from '@/lib/conference/archive/load-edition';
import { getConferenceStaticPage } from '@/lib/conference/archive/menu';
import { REGISTRATION_PAGE_CID } from '@/lib/conference/archive/menu-links';
import { pageMetadata } from '@/lib/seo/metadata';

import { ArchiveRegistration } from '../../_components/archive-registration';
import { MaintenanceNotice } from '../../_components/maintenance-notice';

type Props = { params: Promise<{ locale: string; year: string; cid: string }> };

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const [{ locale, edition }, { cid: segment }] = await Promise.all([loadArchivedEdition(params), params]);
  const page = /^\d{1,9}$/.test(segment) ? await getConferenceStaticPage(Number(segment), locale) : null;

  return { locale, edition, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, edition, page } = await load(params);
  if (!page) return unknownAddressMetadata(locale);

  return pageMetadata({
    locale,
    path: `/mw/${edition.year}/category/${page.cid}`,
    title: `${page.title} · ${edition.name}`,
    isIndexable: page.html !== '' || page.cid === REGISTRATION_PAGE_CID,
  });
}

/**
 * Seeds 2.2 the archive's static page by cid: category 2 is the registration, the archived edition's own (closed),
 * any other shows its content in the page's language, or the maintenance notice while staff have written none.
 */
export default async function ArchiveCategoryPage({ params }: Props) {
  const { locale, edition, page } = await load(params);
  setRequestLocale(locale);
  if (!page) return <UnknownAddress home="/mw" />;

  return (
    <div className="pg">
      {page.cid === REGISTRATION_PAGE_CID ? (
        <>
          <h1 className="pg-title">{`${page.title}: ${edition.name}`}</h1>
          <ArchiveRegistration edition={edition} locale={locale} />
        </>
      ) : (
        <>
          <h1 className="pg-title">{page.title}</h1>
          {page.html ? (
            <div className="rich-text mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
          ) : (
            <MaintenanceNotice />
          )}
        </>
      )}
    </div>
  );
}
