import { getTranslations } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import type { Auditor } from '@/lib/library/queries';

import { EmptyList } from './page-section';

/** Independent auditors (about entries of the Auditor category) with photo, position and company. */
export async function AuditorList({ auditors }: { auditors: readonly Auditor[] }) {
  const t = await getTranslations('pages.project.auditors');
  if (auditors.length === 0) return <EmptyList>{t('empty')}</EmptyList>;

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {auditors.map((auditor) => (
        <li key={auditor.id} className="flex items-center gap-4 rounded-lg border border-gray-200 bg-white p-4">
          <ResponsiveImage
            src={auditor.profile}
            alt=""
            use="card"
            width={80}
            height={80}
            sizes="80px"
            className="size-20 shrink-0 rounded-full object-cover"
          />
          <div>
            <h3 className="font-semibold text-ink">{auditor.name}</h3>
            {auditor.position ? <p className="text-sm text-muted">{auditor.position}</p> : null}
            {auditor.company ? <p className="text-sm text-ink">{auditor.company}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
