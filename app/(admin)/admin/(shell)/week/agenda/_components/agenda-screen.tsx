'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import type { GridView } from '@/components/admin/data-table/data-table';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import type { EditionChoice } from '@/lib/conference/editions/choices';
import { deleteAgendaImage } from '@/lib/conference/schedule/agenda/actions';
import type { AdminAgendaRow } from '@/lib/conference/schedule/agenda/queries';

import { EditionSelect } from '../../_components/edition-select';
import { AgendaForm } from './agenda-form';
import { AgendaGrid, pageNameValues } from './agenda-grid';
import { ImageOverlay, type OverlayImage } from './image-overlay';
import { LanguageFilter } from './language-filter';
import type { Choice } from '@/components/admin/select-field';

type AgendaScreenProps = {
  choices: readonly EditionChoice[];
  edition: number | null;
  language: 'all' | '1' | '2';
  days: readonly Choice[];
  view: GridView<AdminAgendaRow>;
};

type Mode = { kind: 'list' } | { kind: 'form'; row: AdminAgendaRow | null; round: number };

/** Seeds 2.3 and 4: the filtered grid, or the add/edit form; after a save the form is empty again, in add mode. */
export function AgendaScreen({ choices, edition, language, days, view }: AgendaScreenProps) {
  const t = useTranslations('admin.weekAgenda.agenda');
  const router = useRouter();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [overlay, setOverlay] = useState<OverlayImage | null>(null);
  const removal = useConfirmedDelete<AdminAgendaRow>({ remove: ({ id }) => deleteAgendaImage({ id }) });
  const openForm = (row: AdminAgendaRow | null) =>
    setMode((current) => ({ kind: 'form', row, round: current.kind === 'form' ? current.round + 1 : 0 }));

  return (
    <section aria-labelledby="agenda-pages" className="space-y-4">
      <h2 id="agenda-pages" className="sr-only">
        {t('grid')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <EditionSelect choices={choices} selected={edition} />
        {mode.kind === 'list' ? <LanguageFilter selected={language} /> : null}
        <Link href="/admin/week/event-date" className="py-1.5 font-semibold text-brand-dark underline">
          {t('addDays')}
        </Link>
        {mode.kind === 'list' ? (
          <button
            type="button"
            onClick={() => openForm(null)}
            className="ml-auto rounded bg-brand-dark px-4 py-2 text-sm font-semibold text-white"
          >
            {t('add')}
          </button>
        ) : null}
      </div>
      {mode.kind === 'form' ? (
        <AgendaForm
          key={`${mode.row?.id ?? 'new'}-${mode.round}`}
          row={mode.row}
          days={days}
          onSaved={() => openForm(null)}
          onBack={() => {
            setMode({ kind: 'list' });
            router.refresh();
          }}
        />
      ) : (
        <AgendaGrid {...view} onEdit={openForm} onDelete={removal.ask} onOpen={setOverlay} />
      )}
      <ImageOverlay image={overlay} onClose={() => setOverlay(null)} />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={removal.pending ? t('deleteConfirm', { name: t('pageName', pageNameValues(removal.pending)) }) : ''}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}
