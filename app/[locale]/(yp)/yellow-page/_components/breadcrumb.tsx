import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';

export type Crumb = { label: string; href?: string };

/** The trail from the directory's home to the current view; the last crumb is the page itself, not a link. */
export async function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = await getTranslations('directory');
  const trail: Crumb[] = [{ label: t('siteName'), href: '/yellow-page' }, ...crumbs];

  return (
    <nav aria-label={t('home.breadcrumb')} className="yp-crumbs">
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link href={crumb.href ?? '/yellow-page'}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
