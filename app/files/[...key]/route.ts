import { serveImageFile } from '@/lib/images/serve-image-file';
import { isPrivateKey } from '@/lib/storage/private-keys';

type RouteContext = { params: Promise<{ key: string[] }> };

/** Private files answer exactly like missing ones here, so the public route reveals nothing about them. */
function servePublicFile(request: Request, key: string, hasBody: boolean): Promise<Response> | Response {
  if (isPrivateKey(key))
    return Response.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

  return serveImageFile({ request, key, hasBody });
}

// GET /files/{key} – stored public uploads and their resized copies (whole or one byte range, long-cached: names
// are random)
export async function GET(request: Request, { params }: RouteContext): Promise<Response> {
  const { key } = await params;

  return servePublicFile(request, key.join('/'), true);
}

// HEAD /files/{key} – the same headers without the body (players probe size and range support)
export async function HEAD(request: Request, { params }: RouteContext): Promise<Response> {
  const { key } = await params;

  return servePublicFile(request, key.join('/'), false);
}
