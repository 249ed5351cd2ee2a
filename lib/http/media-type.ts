/** The media type a request declares for its body (`application/json`), without parameters; '' when it declares none. */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
