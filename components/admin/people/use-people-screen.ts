'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteAboutPerson } from '@/lib/about/actions';
import type { AdminAboutPerson } from '@/lib/about/queries';
import type { AboutCategory } from '@/lib/about/schema';

/** Mode A is the list; a form is open for one category, in add mode (no person) or edit mode. */
export type PeopleMode =
  { kind: 'list' } | { kind: 'form'; category: AboutCategory; person: AdminAboutPerson | null; round: number };

/**
 * The state the about and auditor screens share (seeds 4): back returns to A and refetches; a successful save
 * clears the form and leaves it in add mode; delete asks '{name}-г устгах уу?' first.
 */
export function usePeopleScreen() {
  const t = useTranslations('admin.organisation');
  const router = useRouter();
  const [mode, setMode] = useState<PeopleMode>({ kind: 'list' });
  const removal = useConfirmedDelete<AdminAboutPerson>({
    remove: ({ id }) => deleteAboutPerson({ id }),
    failureText: (error) => t('saveFailed', { error }),
  });

  const openForm = (category: AboutCategory, person: AdminAboutPerson | null) =>
    setMode((current) => ({ kind: 'form', category, person, round: current.kind === 'form' ? current.round + 1 : 0 }));

  return {
    mode,
    openForm,
    back: () => {
      setMode({ kind: 'list' });
      router.refresh();
    },
    /** After a save the form starts over, empty, in add mode for the same category. */
    saved: (category: AboutCategory) => openForm(category, null),
    removal,
    deleteMessage: t('deleteConfirm', { name: removal.pending?.name ?? '' }),
  };
}
