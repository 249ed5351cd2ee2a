import { openApiDocument } from '@/lib/api/openapi/document';
import { PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { siteUrl } from '@/lib/seo/urls';

// GET /api/openapi.json – the OpenAPI 3.1 description of the JSON API
export function GET(): Response {
  return Response.json(openApiDocument(siteUrl()), { headers: PUBLIC_CACHE_HEADERS });
}
