import type { ConferenceSocialIcon } from '@/lib/social-links/icons';

import { Icon, type IconName } from './icons';

/**
 * Marks the sprite already holds are drawn from it (one cached file, a few bytes per use in the page). Its
 * `twitter` symbol is the X mark, so the conference's `x-twitter` and the association's older `twitter` share it.
 */
const SPRITE_MARKS = {
  facebook: 'facebook',
  twitter: 'twitter',
  'x-twitter': 'twitter',
  youtube: 'youtube',
  linkedin: 'linkedin',
  instagram: 'instagram',
  whatsapp: 'whatsapp',
} as const satisfies Record<string, IconName>;

type InlineMark = Exclude<ConferenceSocialIcon, keyof typeof SPRITE_MARKS>;

/**
 * The other conference marks as simplified shapes on a 24×24 grid, filled with the text colour; overlapping
 * sub-paths cut holes (even-odd), which keeps each one a single short path.
 */
const INLINE_MARKS: Record<InlineMark, string> = {
  snapchat:
    'M12 2.5c-3 0-5 2.2-5 5.2v2.1c-.7 0-1.4.2-1.4.7 0 .6 1 .8 1.4 1-.6 1.6-2 3.1-4 3.6.1.7 1.5 1 2.3 1.1.2.4.1 1 .5 1.1.6.1 1.3-.2 2.3.1 1 .3 2 1.7 3.9 1.7s2.9-1.4 3.9-1.7c1-.3 1.7 0 2.3-.1.4-.1.3-.7.5-1.1.8-.1 2.2-.4 2.3-1.1-2-.5-3.4-2-4-3.6.4-.2 1.4-.4 1.4-1 0-.5-.7-.7-1.4-.7V7.7c0-3-2-5.2-5-5.2z',
  pinterest:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2.5 16.5 1.7-12h2.6a3.6 3.6 0 0 1 0 7.2h-1.9l-.7 4.8zm2.7-10.3-.4 3.8h1.6a1.9 1.9 0 0 0 0-3.8z',
  tiktok:
    'M16.5 2h-3.3v13.1a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .8.1V8.9a6.2 6.2 0 1 0 5.4 6.2V8.4a7.8 7.8 0 0 0 4.5 1.4V6.5a4.5 4.5 0 0 1-4.5-4.5z',
  weixin:
    'M9 3C4.6 3 1 5.9 1 9.5c0 2 1.1 3.8 2.9 5l-.7 2.3 2.7-1.4c1 .3 2 .4 3.1.4h.4a5.6 5.6 0 0 1-.2-1.4c0-3.4 3.3-6.1 7.3-6.1h.5C16.4 5.2 13 3 9 3zM6 6.8a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm6 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm4.5 3.7c-3.6 0-6.5 2.3-6.5 5.2s2.9 5.2 6.5 5.2c.8 0 1.5-.1 2.2-.3l2.1 1.1-.5-1.8c1.6-1 2.7-2.5 2.7-4.2 0-2.9-2.9-5.2-6.5-5.2zm-2.2 3.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.4 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z',
  telegram: 'M2 11.2 21.5 3.5l-3.4 17.2-5.6-4.4-3 2.9-.4-4.9 8.4-7.6-10.1 6.2z',
  discord:
    'M19.5 5.5A17 17 0 0 0 15.3 4l-.5 1a15 15 0 0 0-5.6 0L8.7 4a17 17 0 0 0-4.2 1.5C2 9.4 1.3 13.2 1.6 17a17 17 0 0 0 5.2 2.6l1.1-1.7a11 11 0 0 1-1.7-.8l.4-.3a12 12 0 0 0 10.8 0l.4.3a11 11 0 0 1-1.7.8l1.1 1.7a17 17 0 0 0 5.2-2.6c.4-4.4-.7-8.2-2.9-11.5zM8.5 14.6a1.9 2.1 0 1 1 0-4.2 1.9 2.1 0 0 1 0 4.2zm7 0a1.9 2.1 0 1 1 0-4.2 1.9 2.1 0 0 1 0 4.2z',
  google: 'M19.07 4.93A10 10 0 1 0 21.8 14h-4.14A6 6 0 1 1 16.24 7.76zM12 10h9.8v4H12z',
  dropbox:
    'M7 2.5l5 3.2-5 3.2-5-3.2zm10 0 5 3.2-5 3.2-5-3.2zM7 9.2l5 3.2-5 3.2-5-3.2zm10 0 5 3.2-5 3.2-5-3.2zM7 17.1l5 3.2 5-3.2v1.3l-5 3.2-5-3.2z',
  vimeo:
    'M22 7.4c-.1 2-1.5 4.7-4.2 8.1C15 19.2 12.7 21 10.8 21c-1.2 0-2.2-1.1-3-3.3l-1.6-5.9C5.6 9.6 5 8.5 4.3 8.5c-.1 0-.6.3-1.4.9L2 8.2l2.6-2.3c1.2-1 2.1-1.5 2.7-1.6 1.4-.1 2.3.8 2.6 2.9.4 2.2.6 3.6.8 4.1.4 1.8.8 2.7 1.3 2.7.4 0 .9-.6 1.6-1.7.7-1.1 1.1-2 1.1-2.6.1-1-.3-1.4-1.1-1.4-.4 0-.8.1-1.2.3.8-2.6 2.3-3.9 4.6-3.8 1.7 0 2.5 1.1 2.4 3.3z',
  spotify:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM6 8.3c4-1.3 8.6-1 12 1.1l-.8 1.4C14 8.9 10 8.6 6.5 9.8zm.8 3.6c3.3-1 6.9-.7 9.7.9l-.7 1.2c-2.5-1.4-5.7-1.7-8.6-.8zm.8 3.2c2.5-.7 5.1-.5 7.3.7l-.6 1c-1.9-1-4.2-1.2-6.4-.6z',
  weibo:
    'M10 9c-4.4 0-8 2.5-8 5.5S5.6 20 10 20s8-2.5 8-5.5S14.4 9 10 9zm-.5 3a3.5 2.8 0 1 1 0 5.6 3.5 2.8 0 0 1 0-5.6zm-.5 1.8a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm7-10.3a5 5 0 0 1 5 5h-1.5a3.5 3.5 0 0 0-3.5-3.5zm0 3a2 2 0 0 1 2 2h-1.3a.7.7 0 0 0-.7-.7z',
  viber:
    'M12 2C6.5 2 3 4.6 3 10.5c0 3.3 1.1 5.6 3 6.9V22l3.3-3.2c.9.1 1.8.2 2.7.2 5.5 0 9-2.6 9-8.5S17.5 2 12 2zM9.2 6.5c-.4 0-1.2.6-1.2 1.5 0 2.9 3.3 6.5 6.5 7 .9.1 1.6-.7 1.6-1.1 0-.4-1.4-1.3-1.8-1.3s-.8.7-1.1.6c-1-.4-2.3-1.7-2.6-2.6-.1-.3.6-.7.6-1.1s-.9-2-2-2z',
  threads:
    'M20.66 17A10 10 0 1 0 15.42 21.4l-.68-1.88A8 8 0 1 1 18.93 16zM12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zm4.5-1.5h1.8v7h-1.8z',
  steam:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm3.5 3a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 1.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-2.1 5.3-3 3-1.2-1.2 3-3zM8 13.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
};

function inlineMark(name: string): string | undefined {
  return Object.hasOwn(INLINE_MARKS, name) ? INLINE_MARKS[name as InlineMark] : undefined;
}

/** A brand mark by the icon name staff picked; a globe for names we do not draw. */
export function SocialIcon({ name, className = 'i5' }: { name: string; className?: string }) {
  if (Object.hasOwn(SPRITE_MARKS, name))
    return <Icon name={SPRITE_MARKS[name as keyof typeof SPRITE_MARKS]} className={className} />;
  const path = inlineMark(name);
  if (!path) return <Icon name="globe" className={className} />;

  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden="true">
      <path fillRule="evenodd" d={path} />
    </svg>
  );
}
