'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import { bannerCreateSchema } from '@/lib/banners/schema';

import type { BannerActions } from './banner-actions';

/**
 * Mode B: pick a jpeg/png (uploaded at once, previewed), then add it as the last banner. It keeps its own transition
 * rather than the shared form frame, so that the screen goes back to the list only once the list has been read
 * again: on the frame it went back at once, and under load a quick second 'Зураг нэмэх' was lost (the slides journey).
 */
export function BannerAddForm({ create, onAdded }: { create: BannerActions['create']; onAdded: () => void }) {
  const t = useTranslations('admin.organisation');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const [image, setImage] = useState('');
  const [error, setError] = useState('');
  const [isSaving, startTransition] = useTransition();

  const add = () => {
    const parsed = bannerCreateSchema.safeParse({ image });
    if (!parsed.success) return setError(errorText(parsed.error.issues[0]?.message ?? 'errors.invalidInput'));
    setError('');
    startTransition(async () => {
      // A save that never reached the server fails as loudly as one the server refused.
      const result = await create(parsed.data).catch(() => null);
      if (!result?.ok) return notifyError(t('saveFailed', { error: errorText(result?.error ?? 'errors.serverError') }));
      notifySuccess(t('saved'));
      onAdded();
      router.refresh();
    });
  };

  return (
    <form
      className="max-w-xl space-y-4 rounded-lg border border-gray-200 bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <h2 className="text-lg font-semibold">{t('slides.add')}</h2>
      <UploadField
        kind="image"
        label={t('image')}
        value={image}
        hint={t('imageHint')}
        error={error || undefined}
        onChange={(file) => {
          setImage(file?.key ?? '');
          setError('');
        }}
      />
      <button
        type="submit"
        disabled={isSaving}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSaving ? common('saving') : t('slides.addButton')}
      </button>
    </form>
  );
}
