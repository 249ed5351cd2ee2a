'use client';

import { useState } from 'react';

import { ConferenceNewsForm } from '@/components/admin/conference/news/conference-news-form';
import type { EditionChoice } from '@/lib/conference/editions/choices';
import type { NewsCategoryChoice } from '@/lib/conference/news/queries';

type AddNewsScreenProps = {
  choices: readonly EditionChoice[];
  categories: readonly NewsCategoryChoice[];
  eventId: number | null;
};

/** After each added item a fresh form mounts: the editors and the cover picker own their content, so a reset is not enough. */
export function AddNewsScreen({ choices, categories, eventId }: AddNewsScreenProps) {
  const [round, setRound] = useState(0);

  return (
    <ConferenceNewsForm
      key={round}
      choices={choices}
      categories={categories}
      editing={null}
      eventId={eventId}
      onAdded={() => setRound((value) => value + 1)}
    />
  );
}
