import { PUBLIC_CACHE_HEADERS, requestLocale } from '@/lib/http/respond';
import { listDocuments } from '@/lib/library/queries';

// GET /api/get/document-pdf?lang= – the downloadable PDF documents (codes, guides), named in the language of lang
export async function GET(request: Request): Promise<Response> {
  const locale = requestLocale(new URL(request.url).searchParams);

  return Response.json({ document: await listDocuments(locale) }, { headers: PUBLIC_CACHE_HEADERS });
}
