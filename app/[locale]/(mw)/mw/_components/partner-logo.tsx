import { useLocale } from 'next-intl';

import type { Partner } from '@/lib/conference/editions/public-queries';
import { langOfText, pickLocalized } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import { imageCopyUrl } from '@/lib/images/srcset';

/**
 * A partner's logo as one small AVIF copy: logos show at most 200 px wide, which the 320 px copy serves on every
 * screen, and a row of them with srcsets would weigh more than the rest of the page. Its box's size comes from the
 * stylesheet (8:5), not from attributes repeated on every logo in the HTML and again in the payload.
 */
export function PartnerLogo({ partner }: { partner: Partner }) {
  const locale = localeOrDefault(useLocale());
  // The partner's name is its only text. An English page without an English name shows the Mongolian one, marked so.
  const name = pickLocalized(partner.name, partner.name_en, locale);

  // eslint-disable-next-line @next/next/no-img-element -- the copy is made at upload, not by the optimiser
  return <img src={imageCopyUrl(partner.logo, 320)} alt={name} {...langOfText(name, locale)} loading="lazy" />;
}
