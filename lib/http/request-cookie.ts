/** A cookie's value in a request's Cookie header, for handlers that are called with a plain Request. */
export function requestCookie(requestHeaders: Headers, name: string): string | undefined {
  const prefix = `${name}=`;
  const pair = (requestHeaders.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));

  return pair?.slice(prefix.length);
}
