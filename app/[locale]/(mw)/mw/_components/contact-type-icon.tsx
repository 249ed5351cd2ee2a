import { GlobeIcon, MailIcon, PhoneIcon } from '@/components/layout/icons';
import type { ConferenceContact } from '@/lib/conference/site/footer-queries';

const ICONS = { phone: PhoneIcon, email: MailIcon, link: GlobeIcon } as const;

export function ContactTypeIcon({ type }: { type: ConferenceContact['type'] }) {
  const Icon = ICONS[type];

  return <Icon />;
}
