import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import type { SocialLink } from '@/lib/content/queries';
import type { NavLink } from '@/lib/content/navigation';
import { Link } from '@/lib/i18n/navigation';

import { ContactStrip } from './contact-strip';
import { MailIcon } from './icons';
import { LanguageToggle } from './language-toggle';
import { SocialLinks } from './social-links';

/** The association header: the contact strip, logo and name, sister sites, social icons, contact and the language toggle. */
export async function SiteHeader({
  socialLinks,
  sisterSites,
}: {
  socialLinks: readonly SocialLink[];
  sisterSites: readonly NavLink[];
}) {
  const [t, common] = await Promise.all([getTranslations('layout'), getTranslations('common')]);

  return (
    <header className="border-b border-gray-200 bg-white">
      <ContactStrip />
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link
          href="/mm"
          className="flex min-w-0 items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          <Image
            src="/images/logo.svg"
            alt=""
            width={56}
            height={56}
            unoptimized
            loading="eager"
            className="size-12 shrink-0 sm:size-14"
          />
          <span className="min-w-0">
            <span className="block text-xs font-bold tracking-wider text-brand-dark">{common('siteShortName')}</span>
            <span className="block max-w-72 text-sm font-bold leading-tight text-ink sm:max-w-none sm:text-base">
              {common('siteName')}
            </span>
          </span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <ul aria-label={t('sisterSites')} className="hidden items-center gap-1 lg:flex">
            {sisterSites.map((site) => (
              <li key={site.id}>
                <Link
                  href={site.href}
                  className="rounded px-2 py-1 text-sm font-semibold text-brand-dark hover:bg-brand-light"
                >
                  {site.label}
                </Link>
              </li>
            ))}
          </ul>
          <SocialLinks links={socialLinks} className="hidden md:flex" />
          <Link
            href="/mm/contact"
            aria-label={t('contactLink')}
            className="inline-flex size-9 items-center justify-center rounded-full text-brand-dark hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <MailIcon />
          </Link>
          <LanguageToggle labels={{ switch: t('language.switch'), switchLabel: t('language.switchLabel') }} />
        </div>
      </div>
    </header>
  );
}
