import { Icon } from './icons';

export const KNOWN_SOCIAL_ICONS = ['facebook', 'twitter', 'youtube', 'linkedin', 'instagram'] as const;

export function isKnownSocialIcon(name: string): name is (typeof KNOWN_SOCIAL_ICONS)[number] {
  return (KNOWN_SOCIAL_ICONS as readonly string[]).includes(name);
}

/** A brand mark by the icon name the admin picked; a globe for names we do not draw. */
export function SocialIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={isKnownSocialIcon(name) || name === 'whatsapp' ? name : 'globe'} className={className} />;
}
