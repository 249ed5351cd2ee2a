import { isEnglishPath } from '@/lib/i18n/locale-paths';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';

/** The language tags of an Accept-Language header, most preferred first. */
function preferredLanguages(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);

      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality) : 1, index };
    })
    .filter(({ language, quality }) => language !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ language }) => language);
}

function isFromEnglishPage(referrer: string | null): boolean {
  if (!referrer) return false;
  try {
    return isEnglishPath(new URL(referrer).pathname);
  } catch {
    return false;
  }
}

/**
 * The language of an API answer that no handler has looked at yet (a refused request): the `lang` (or `language`)
 * parameter the handlers read, else an English page that sent it, else the browser's preference between our two
 * languages, else Mongolian.
 */
export function requestLanguage(request: Request): Locale {
  const params = new URL(request.url).searchParams;
  const lang = params.get('lang') ?? params.get('language');
  if (isLocale(lang)) return lang;
  if (isFromEnglishPage(request.headers.get('referer'))) return 'en';
  const preferred = preferredLanguages(request.headers.get('accept-language') ?? '').find(isLocale);

  return preferred ?? DEFAULT_LOCALE;
}
