import { serveStoredFile } from '@/lib/storage';

type RouteContext = { params: Promise<{ key: string[] }> };

// GET /files/{key} – stored uploads (whole or one byte range, long-cached: names are random)
export async function GET(request: Request, { params }: RouteContext): Promise<Response> {
  const { key } = await params;

  return serveStoredFile({ request, key: key.join('/'), hasBody: true });
}

// HEAD /files/{key} – the same headers without the body (players probe size and range support)
export async function HEAD(request: Request, { params }: RouteContext): Promise<Response> {
  const { key } = await params;

  return serveStoredFile({ request, key: key.join('/'), hasBody: false });
}
