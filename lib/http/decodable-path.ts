/**
 * The path itself when its percent-escapes decode, else the same path with every `%` escaped (`/mm/%ZZ` becomes
 * `/mm/%25ZZ`), which names that literal text. Next.js' route matching throws on an undecodable path
 * (`/mm/%ZZ`, `/files/%A0`) and answers 500; escaped, the path reaches its route, which answers 404.
 */
export function decodablePath(pathname: string): string {
  try {
    decodeURIComponent(pathname);

    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}
