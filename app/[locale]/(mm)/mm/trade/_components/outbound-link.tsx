import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

type OutboundLinkProps = { href: string; label: string; className?: string; children: ReactNode };

/** A link to the exchange's page of a trade or notice; outside addresses open in a new window and say so. */
export async function OutboundLink({ href, label, className, children }: OutboundLinkProps) {
  const t = await getTranslations('trade');
  const isExternal = /^https?:\/\//i.test(href);

  return (
    <a
      href={href}
      aria-label={isExternal ? `${label} ${t('newWindow')}` : label}
      className={className}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
