'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ModeSwitch } from '@/components/admin/organisation/mode-switch';
import type { Banner } from '@/lib/content/queries';

import { SlideAddForm } from './slide-add-form';
import { SlideList } from './slide-list';
import { SlideReorder } from './slide-reorder';

type Mode = 'list' | 'add' | 'reorder';

/** Seeds 4: modes A list, B add, C reorder, switched by buttons; a successful add or delete returns to A. */
export function SlidesScreen({ banners }: { banners: Banner[] }) {
  const t = useTranslations('admin.organisation.slides');
  const [mode, setMode] = useState<Mode>('list');

  return (
    <div className="space-y-6">
      <ModeSwitch
        label={t('modes')}
        current={mode}
        onChange={setMode}
        modes={[
          { mode: 'list', label: t('list') },
          { mode: 'add', label: t('add') },
          { mode: 'reorder', label: t('reorder') },
        ]}
      />
      {mode === 'list' ? <SlideList banners={banners} /> : null}
      {/* Unmounting the form when leaving B clears the chosen image (seeds 4). */}
      {mode === 'add' ? <SlideAddForm onAdded={() => setMode('list')} /> : null}
      {mode === 'reorder' ? <SlideReorder banners={banners} /> : null}
    </div>
  );
}
