import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';

export type Crumb = { href?: string; label: string };

/** The archive's breadcrumb trail; the last crumb is the page itself. */
export async function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = await getTranslations('conference.archive');

  return (
    <nav aria-label={t('breadcrumb')} className="crumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
