import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { chooseEdition, editionParamSchema, listEditionChoices } from '@/lib/conference/editions/choices';
import { listConferenceNewsCategories } from '@/lib/conference/news/queries';

import { AddNewsScreen } from './_components/add-news-screen';

type AddNewsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Add a conference news item (seeds 2.3 "add news"), in the edition of `?event=` (the current one by default). */
export default async function WeekAddNewsPage({ searchParams }: AddNewsPageProps) {
  await requireAdminPage();
  const [choices, categories] = await Promise.all([listEditionChoices(), listConferenceNewsCategories()]);
  const edition = chooseEdition(choices, editionParamSchema.parse((await searchParams).event));
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekEditions.news.addTitle')}</h1>
      <AddNewsScreen choices={choices} categories={categories} eventId={edition?.id ?? null} />
    </div>
  );
}
