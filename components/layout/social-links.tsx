import { getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { listSocialLinks, type SocialLink } from '@/lib/social-links/queries';
import { isKnownSocialIcon } from '@/lib/social-links/icons';
import type { SocialLinkSite } from '@/lib/social-links/site';

import { SocialIcon } from './social-icon';

function isWebAddress(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/**
 * The association's social network links as icon buttons; each opens in a new window. The list's `social` class
 * styles the buttons (globals.css); the header and the footer adapt it through their own classes.
 */
async function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const t = await getTranslations('layout.social');

  return (
    <ul aria-label={t('label')} className="social">
      {links.map((link) => {
        const name = isKnownSocialIcon(link.icon) ? t(link.icon) : hostOf(link.link);

        return (
          <li key={link.id}>
            <a href={link.link} target="_blank" rel="noopener noreferrer" aria-label={t('newWindow', { name })}>
              <SocialIcon name={link.icon} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A site's own links (the association's on /mm, the conference's on /mw) as one element per request, or null
 * without a web address to show: the header, the footer and the news side panel all show it, and React writes an
 * element it meets again as a reference, so the page's payload carries the list once.
 */
export const socialLinksElement = cache(async (site: SocialLinkSite) => {
  const links = (await listSocialLinks(site)).filter((link) => isWebAddress(link.link));

  return links.length > 0 ? <SocialLinks links={links} /> : null;
});
