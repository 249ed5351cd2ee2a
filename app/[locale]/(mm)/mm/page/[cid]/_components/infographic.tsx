import Image from 'next/image';

import type { Locale } from '@/lib/i18n/routing';

/** The initiative at a glance, drawn once per language (public/images/responsible-mining-infographic-*.svg). */
export function Infographic({ locale, alt }: { locale: Locale; alt: string }) {
  return (
    <Image
      src={`/images/responsible-mining-infographic-${locale}.svg`}
      alt={alt}
      width={800}
      height={720}
      sizes="(min-width: 768px) 672px, 100vw"
      // SVG is already sharp at every width; the optimiser would only rasterise it.
      unoptimized
      className="h-auto w-full max-w-2xl rounded-lg border border-gray-200"
    />
  );
}
