/**
 * The JSON object a request carries. A body that is missing, malformed or no object reads as `{}`, so that the
 * schema names every missing field (400) instead of the handler throwing (500).
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);

  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
