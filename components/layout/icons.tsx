/** The icons drawn in public/icons.svg, one <symbol> each. */
export type IconName =
  | 'phone'
  | 'mail'
  | 'map-pin'
  | 'clock'
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'arrow-up'
  | 'pause'
  | 'external'
  | 'facebook'
  | 'twitter'
  | 'youtube'
  | 'linkedin'
  | 'instagram'
  | 'whatsapp'
  | 'globe';

/**
 * An icon from the sprite: a few dozen bytes in the page instead of its whole path, which repeated icons (the
 * social links in the header and the footer) would otherwise send again and again, in the HTML and in the
 * payload. The sprite is one cached file. Sizes are the short classes i4, i5 (default) and i6 of globals.css.
 */
export function Icon({ name, className = 'i5' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}

type IconProps = { className?: string };

export const PhoneIcon = ({ className }: IconProps) => <Icon name="phone" className={className} />;
export const MailIcon = ({ className }: IconProps) => <Icon name="mail" className={className} />;
export const MapPinIcon = ({ className }: IconProps) => <Icon name="map-pin" className={className} />;
export const ClockIcon = ({ className }: IconProps) => <Icon name="clock" className={className} />;
export const MenuIcon = ({ className }: IconProps) => <Icon name="menu" className={className} />;
export const CloseIcon = ({ className }: IconProps) => <Icon name="close" className={className} />;
export const ChevronDownIcon = ({ className }: IconProps) => <Icon name="chevron-down" className={className} />;
export const ArrowUpIcon = ({ className }: IconProps) => <Icon name="arrow-up" className={className} />;
export const PauseIcon = ({ className }: IconProps) => <Icon name="pause" className={className} />;
export const ExternalIcon = ({ className }: IconProps) => <Icon name="external" className={className} />;
export const GlobeIcon = ({ className }: IconProps) => <Icon name="globe" className={className} />;
