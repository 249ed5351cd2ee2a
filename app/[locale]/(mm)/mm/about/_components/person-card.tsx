import type { ReactNode } from 'react';

import { ResponsiveImage } from '@/components/media/responsive-image';

/** A portrait with the person's name and up to a few lines of detail (years, position, company, e-mail). */
export function PersonCard({ photo, name, children }: { photo: string; name: string; children?: ReactNode }) {
  return (
    <li className="flex flex-col items-center rounded-lg border border-gray-200 bg-white p-4 text-center shadow-sm">
      <ResponsiveImage
        src={photo}
        alt=""
        use="card"
        width={160}
        height={160}
        sizes="(min-width: 640px) 160px, 128px"
        className="size-32 rounded-full bg-gray-100 object-cover sm:size-40"
      />
      <p className="mt-3 text-lg font-semibold leading-snug">{name}</p>
      <div className="mt-1 space-y-0.5 text-sm text-muted">{children}</div>
    </li>
  );
}
