import { GridSearch } from '@/components/admin/data-table/grid-search';
import { CategoryFilter } from '@/components/admin/news/category-filter';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { chooseEdition, listEditionChoices } from '@/lib/conference/editions/choices';
import { listConferenceNews, listConferenceNewsCategories } from '@/lib/conference/news/queries';
import { parseLeniently } from '@/lib/list-query/lenient-query';
import { CONFERENCE_NEWS_PAGE_SIZES, conferenceNewsQuerySchema } from '@/lib/conference/news/schema';

import { EditionSelect } from '../_components/edition-select';
import { NewsGrid } from './_components/news-grid';

type UpdateNewsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The conference news list (seeds 2.3 "update news"): one edition, a category or all, a title search, 10/20/50 a page. */
export default async function WeekUpdateNewsPage({ searchParams }: UpdateNewsPageProps) {
  await requireAdminPage();
  const view = parseLeniently(conferenceNewsQuerySchema, await searchParams);
  const [choices, categories] = await Promise.all([listEditionChoices(), listConferenceNewsCategories()]);
  const edition = chooseEdition(choices, view.event);
  const query = { ...view, event: edition?.id };
  const page = await listConferenceNews(query);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekEditions.news.listTitle')}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <EditionSelect choices={choices} selected={edition?.id ?? null} />
        <CategoryFilter categories={categories} value={query.category} />
      </div>
      <GridSearch key={query.search} label={t('admin.weekEditions.news.searchLabel')} search={query.search} />
      <NewsGrid
        rows={page.news}
        total={page.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={CONFERENCE_NEWS_PAGE_SIZES}
      />
    </div>
  );
}
