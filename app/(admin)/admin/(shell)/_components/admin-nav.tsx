'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';

export type NavLink = { href: string; label: string };
export type NavSection = { key: string; title: string; links: NavLink[] };

const isCurrent = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The sidebar: always open on wide screens, behind a menu button on narrow ones. */
export function AdminNav({ sections, label }: { sections: NavSection[]; label: string }) {
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <nav aria-label={label}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="admin-nav-sections"
        onClick={() => setIsOpen((open) => !open)}
        className="mx-4 mb-3 rounded-md border border-white/40 px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:hidden"
      >
        {label}
      </button>
      <div id="admin-nav-sections" className={`${isOpen ? 'block' : 'hidden'} space-y-5 px-3 pb-6 lg:block`}>
        {sections.map((section) => (
          <div key={section.key}>
            <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-brand-light uppercase">
              {section.title}
            </h2>
            <ul className="space-y-0.5">
              {section.links.map((link) => {
                const isActive = isCurrent(pathname, link.href);

                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={isActive ? 'page' : undefined}
                      onClick={() => setIsOpen(false)}
                      className={`block rounded-md px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white ${
                        isActive ? 'bg-white font-semibold text-brand-dark' : 'text-white hover:bg-white/15'
                      }`}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
