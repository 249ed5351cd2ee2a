'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/organisation/use-error-text';
import { deleteAboutPerson } from '@/lib/about/actions';
import type { AdminAboutPerson } from '@/lib/about/queries';
import type { AboutCategory } from '@/lib/about/schema';

/** Mode A is the list; a form is open for one category, in add mode (no person) or edit mode. */
export type PeopleMode = { kind: 'list' } | { kind: 'form'; category: AboutCategory; person: AdminAboutPerson | null; round: number };

/**
 * The state the about and auditor screens share (seeds 4): back returns to A and refetches; a successful save
 * clears the form and leaves it in add mode; delete asks '{name}-г устгах уу?' first.
 */
export function usePeopleScreen() {
  const t = useTranslations('admin.organisation');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const [mode, setMode] = useState<PeopleMode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<AdminAboutPerson | null>(null);
  const [isDeleting, startTransition] = useTransition();

  const openForm = (category: AboutCategory, person: AdminAboutPerson | null) =>
    setMode((current) => ({ kind: 'form', category, person, round: current.kind === 'form' ? current.round + 1 : 0 }));

  const confirmDelete = () =>
    startTransition(async () => {
      if (!deleting) return;
      const result = await deleteAboutPerson({ id: deleting.id });
      setDeleting(null);
      if (!result.ok) return notifyError(t('saveFailed', { error: errorText(result.error) }));
      notifySuccess(common('deleted'));
      router.refresh();
    });

  return {
    mode,
    openForm,
    back: () => {
      setMode({ kind: 'list' });
      router.refresh();
    },
    /** After a save the form starts over, empty, in add mode for the same category. */
    saved: (category: AboutCategory) => openForm(category, null),
    deleting,
    setDeleting,
    isDeleting,
    confirmDelete,
    deleteMessage: t('deleteConfirm', { name: deleting?.name ?? '' }),
  };
}
