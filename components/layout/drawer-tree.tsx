import type { NavigationTree } from '@/lib/content/navigation';
import { Link } from '@/lib/i18n/navigation';

import { ChevronDownIcon } from './icons';

/** The navigation tree inside the mobile drawer; groups fold open with <details>, no script needed. */
export function DrawerTree({ tree, sisterLabel }: { tree: NavigationTree; sisterLabel: string }) {
  return (
    <div className="pb-6">
      <ul className="divide-y divide-gray-100">
        {tree.main.map((item) => (
          <li key={item.id}>
            {item.children.length === 0 ? (
              <Link href={item.href} className="drawer-link">
                {item.label}
              </Link>
            ) : (
              <details className="group">
                <summary className="drawer-link flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden">
                  {item.label}
                  <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="drawer-sub bg-gray-50 pb-2">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href} className="drawer-link">
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
            <Link href={site.href} className="drawer-link text-brand-dark">
              {site.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
