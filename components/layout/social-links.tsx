import { getTranslations } from 'next-intl/server';

import type { SocialLink } from '@/lib/content/queries';

import { isKnownSocialIcon, SocialIcon } from './social-icon';

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
export async function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const t = await getTranslations('layout.social');
  const safeLinks = links.filter((link) => isWebAddress(link.link));
  if (safeLinks.length === 0) return null;

  return (
    <ul aria-label={t('label')} className="social">
      {safeLinks.map((link) => {
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
