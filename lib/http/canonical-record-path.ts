/**
 * The pages of one record each, addressed by its numeric id in both languages: a news item and a menu page
 * (`/mm/detail/48`, `/mm/page/20`), a company (`/yellow-page/12`), an archived edition's news item and page
 * (`/mw/2023/news/detail/5`, `/mw/2022/category/2`). Their pages read the id as a number, so `/mm/detail/048` shows
 * the same record as `/mm/detail/48`: answered there, it would be rendered and stored once more for every way of
 * writing the id. No imports: proxy.ts bundles this module, and its matcher names the same routes.
 */
const RECORD_ROUTES = [
  /^((?:\/en)?\/mm\/(?:detail|page)\/)(\d+)$/,
  /^((?:\/en)?\/yellow-page\/)(\d+)$/,
  /^((?:\/en)?\/mw\/\d{4}\/(?:news\/detail|category)\/)(\d+)$/,
];

/** The path with its escapes decoded (`%34%38` is `48` to the route), or null when they do not decode. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * The record's one address when `pathname` writes it another way: its id with leading zeros (`/mm/detail/048` ->
 * `/mm/detail/48`) or with escapes (`/mm/detail/%34%38`); null when it is that address already, or no record's.
 */
export function canonicalRecordPath(pathname: string): string | null {
  const decoded = decodedPath(pathname) ?? '';
  for (const route of RECORD_ROUTES) {
    const [, prefix, id] = route.exec(decoded) ?? [];
    if (prefix === undefined || id === undefined) continue;
    const canonical = `${prefix}${id.replace(/^0+(?=\d)/, '')}`;

    return canonical === pathname ? null : canonical;
  }

  return null;
}
