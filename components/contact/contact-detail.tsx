import type { ReactNode } from 'react';

/** One term of a contact card (`ct-card` in globals.css): its icon and label, then one `<dd>` per value. */
export function ContactDetail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <span>{icon}</span>
        {label}
      </dt>
      {children}
    </div>
  );
}
