import { useLocale } from 'next-intl';

import { Link } from '@/components/i18n/link';
import type { CompanyCard } from '@/lib/directory/queries';
import { langOfText } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import { imageCopyUrl } from '@/lib/images/srcset';

/**
 * Company cards (seeds 2.4), each leading to the company's page: the logo with the name under it, or the name
 * alone. The name is always shown, since companies of one group often share a logo; the logo is then decorative
 * (empty alt), so the link reads the name once. A logo shows at most about 280 px wide: one 320 px copy serves
 * every screen (as the conference's partner logos).
 */
export function CompanyGrid({ companies }: { companies: readonly CompanyCard[] }) {
  const locale = useLocale();
  const pageLocale = localeOrDefault(locale);

  return (
    <ul className="yp-grid">
      {companies.map((company) => (
        <li key={company.id}>
          <Link href={`/yellow-page/${company.id}`} {...langOfText(company.name, pageLocale)}>
            {company.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- the copy is made at upload, not by the optimiser
              <img
                src={imageCopyUrl(company.logo, 320)}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span>{company.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
