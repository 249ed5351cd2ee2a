import { PUBLIC_CACHE_HEADERS } from '@/lib/api/respond';
import { listDocuments } from '@/lib/library/queries';

// GET /api/get/document-pdf – the downloadable PDF documents (codes, guides)
export async function GET(): Promise<Response> {
  return Response.json({ document: await listDocuments() }, { headers: PUBLIC_CACHE_HEADERS });
}
