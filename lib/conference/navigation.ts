/** The current edition's menu (seeds 2.2), in order; `key` names its label under conference.nav. */
export const CONFERENCE_NAV = [
  { key: 'home', href: '/mw' },
  { key: 'about', href: '/mw/about' },
  { key: 'agenda', href: '/mw/agenda' },
  { key: 'presentation', href: '/mw/presentation' },
  { key: 'gallery', href: '/mw/gallery' },
  { key: 'contact', href: '/mw/contact' },
  { key: 'register', href: '/mw/register' },
] as const;

export type ConferenceNavKey = (typeof CONFERENCE_NAV)[number]['key'];
