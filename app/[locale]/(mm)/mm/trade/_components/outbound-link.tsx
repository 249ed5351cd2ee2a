import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

type OutboundLinkProps = { href: string; label: ReactNode; className?: string; children: ReactNode };

/**
 * A link to the exchange's page of a trade or notice; outside addresses open in a new window and say so. Its
 * accessible name is `label`, written in the link rather than in an attribute so that a seller's or product's
 * name in Mongolian can carry its language on an English page.
 */
export async function OutboundLink({ href, label, className, children }: OutboundLinkProps) {
  const t = await getTranslations('trade');
  const isExternal = /^https?:\/\//i.test(href);

  return (
    <a href={href} className={className} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">
        {label}
        {isExternal ? ` ${t('newWindow')}` : null}
      </span>
    </a>
  );
}
