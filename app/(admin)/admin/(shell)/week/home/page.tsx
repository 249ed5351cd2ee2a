import Link from 'next/link';

import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { chooseEdition, editionParamSchema, listEditionChoices } from '@/lib/conference/editions/choices';
import { getEditionHome, listEditionPartners } from '@/lib/conference/editions/queries';

import { EditionSelect } from '../_components/edition-select';
import { HomeForm } from './_components/home-form';
import { PartnersSection } from './_components/partners-section';

type HomePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The conference home of one edition (seeds 2.3 "home update"): figures, texts, banner video and poster, logos. */
export default async function WeekHomePage({ searchParams }: HomePageProps) {
  await requireAdminPage();
  const choices = await listEditionChoices();
  const edition = chooseEdition(choices, editionParamSchema.parse((await searchParams).event));
  const t = adminTranslator();
  const [home, organisers, sponsors] = edition
    ? await Promise.all([
        getEditionHome(edition.id),
        listEditionPartners(edition.id, 'organiser'),
        listEditionPartners(edition.id, 'sponsor'),
      ])
    : [null, [], []];

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekEditions.home.title')}</h1>
      {edition && home ? (
        <>
          <EditionSelect choices={choices} selected={edition.id} />
          <HomeForm key={edition.id} home={home} />
          <PartnersSection
            key={`organiser-${edition.id}`}
            eventId={edition.id}
            kind="organiser"
            partners={organisers}
          />
          <PartnersSection key={`sponsor-${edition.id}`} eventId={edition.id} kind="sponsor" partners={sponsors} />
        </>
      ) : (
        <p>
          {t('admin.weekEditions.noEdition')}{' '}
          <Link href="/admin/week/editions" className="font-semibold text-brand-dark underline">
            {t('admin.weekEditions.editions.title')}
          </Link>
        </p>
      )}
    </div>
  );
}
