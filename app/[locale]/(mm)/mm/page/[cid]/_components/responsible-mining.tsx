import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { listAuditors, listDocuments, listResponsibleLogos } from '@/lib/library/queries';

import { AssessmentCta } from './assessment-cta';
import { AuditorList } from './auditor-list';
import { DocumentDownloads } from './document-downloads';
import { Infographic } from './infographic';
import { PageSection } from './page-section';
import { PartnerLogos } from './partner-logos';

/** Responsible mining (20): partners, the infographic, auditors, documents and the way to the assessment. */
export async function ResponsibleMining({ locale }: { locale: Locale }) {
  const [t, logos, auditors, documents] = await Promise.all([
    getTranslations('pages.project'),
    listResponsibleLogos(locale),
    listAuditors(locale),
    listDocuments(locale),
  ]);

  return (
    <>
      <AssessmentCta />
      <PageSection id="partners-title" title={t('partners.title')}>
        <PartnerLogos logos={logos} />
      </PageSection>
      <PageSection id="infographic-title" title={t('infographic.title')}>
        <Infographic locale={locale} alt={t('infographic.alt')} />
      </PageSection>
      <PageSection id="auditors-title" title={t('auditors.title')} intro={t('auditors.intro')}>
        <AuditorList auditors={auditors} />
      </PageSection>
      <PageSection id="documents-title" title={t('documents.title')}>
        <DocumentDownloads documents={documents} />
      </PageSection>
    </>
  );
}
