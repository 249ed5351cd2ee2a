import { publicJson, requestLocale } from '@/lib/http/respond';
import { listTickerEntries } from '@/lib/trade/ticker';

// GET /api/get/ticker?lang= – the ticker's entries (newest trades, then notices) formatted in the reader's
// language; the pages' ticker loads them once it runs, so they are not repeated in every page's HTML.
export async function GET(request: Request): Promise<Response> {
  const entries = await listTickerEntries(requestLocale(new URL(request.url).searchParams));

  return publicJson({ entries });
}
