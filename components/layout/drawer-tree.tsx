import type { NavigationTree } from '@/lib/content/navigation';
import { Link } from '@/lib/i18n/navigation';

import { ChevronDownIcon } from './icons';

const LINK =
  'px-4 py-3 font-medium hover:bg-brand-light focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

/** The navigation tree inside the mobile drawer; groups fold open with <details>, no script needed. */
export function DrawerTree({ tree, sisterLabel }: { tree: NavigationTree; sisterLabel: string }) {
  return (
    <div className="pb-6">
      <ul className="divide-y divide-gray-100">
        {tree.main.map((item) => (
          <li key={item.id}>
            {item.children.length === 0 ? (
              <Link href={item.href} className={`${LINK} block`}>
                {item.label}
              </Link>
            ) : (
              <details className="group">
                <summary
                  className={`${LINK} flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden`}
                >
                  {item.label}
                  <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="bg-gray-50 pb-2">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href} className={`${LINK} block pl-8 text-sm font-normal`}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 px-4 text-xs font-bold tracking-wider text-muted uppercase">{sisterLabel}</p>
      <ul>
        {tree.sister.map((site) => (
          <li key={site.id}>
            <Link href={site.href} className={`${LINK} block text-brand-dark`}>
              {site.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
