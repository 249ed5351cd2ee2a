import { DIRECTORY_NEWS_API_LIMIT, listDirectoryNews } from '@/lib/directory/queries';
import { publicJson } from '@/lib/http/respond';

// GET /api/yellow-page/news – the published news flagged for the directory, newest first (both languages' titles)
export async function GET(): Promise<Response> {
  const news = await listDirectoryNews(DIRECTORY_NEWS_API_LIMIT);

  return publicJson({
    news: news.map((item) => ({ id: item.id, title: item.title, title_en: item.titleEn, image: item.image })),
  });
}
