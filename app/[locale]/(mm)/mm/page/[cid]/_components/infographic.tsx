import { Picture } from '@/components/media/picture';
import type { Locale } from '@/lib/i18n/routing';

/** The initiative at a glance, drawn once per language (public/images/responsible-mining-infographic-*.svg). */
export function Infographic({ locale, alt }: { locale: Locale; alt: string }) {
  return (
    // SVG is sharp at every width as it is: no copies to choose from.
    <Picture
      src={`/images/responsible-mining-infographic-${locale}.svg`}
      sources={null}
      alt={alt}
      width={800}
      height={720}
      className="h-auto w-full max-w-2xl rounded-lg border border-gray-200"
    />
  );
}
