'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ModeSwitch } from '@/components/admin/organisation/mode-switch';

import type { BannerActions, BannerRow, BannerTexts } from './banner-actions';

import { BannerAddForm } from './banner-add-form';
import { BannerList } from './banner-list';
import { BannerReorder } from './banner-reorder';

type Mode = 'list' | 'add' | 'reorder';

type BannersScreenProps = { banners: readonly BannerRow[]; actions: BannerActions; texts: BannerTexts };

/**
 * Seeds 4: modes A list, B add, C reorder, switched by buttons; a successful add or delete returns to A. The
 * association's home slides and the directory's banners share it, each with its own actions and texts.
 */
export function BannersScreen({ banners, actions, texts }: BannersScreenProps) {
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
      {mode === 'list' ? <BannerList banners={banners} remove={actions.remove} texts={texts} /> : null}
      {/* Unmounting the form when leaving B clears the chosen image (seeds 4). */}
      {mode === 'add' ? <BannerAddForm create={actions.create} onAdded={() => setMode('list')} /> : null}
      {mode === 'reorder' ? <BannerReorder banners={banners} saveOrder={actions.saveOrder} texts={texts} /> : null}
    </div>
  );
}
