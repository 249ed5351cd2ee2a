'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deletePartner } from '@/lib/conference/editions/partner-actions';
import type { PartnerKind } from '@/lib/conference/editions/partner-schema';
import type { AdminPartner } from '@/lib/conference/editions/queries';

import { PartnerForm } from './partner-form';
import { PartnerList } from './partner-list';

type PartnersSectionProps = { eventId: number; kind: PartnerKind; partners: AdminPartner[] };

/** One edition's organisers (or sponsors): the ordered list and the add/edit form beside it. */
export function PartnersSection({ eventId, kind, partners }: PartnersSectionProps) {
  const t = useTranslations('admin.weekEditions.partners');
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<AdminPartner | null>(null);
  // Counts saves: a new key after each one gives an empty form in add mode.
  const [round, setRound] = useState(0);
  const removal = useConfirmedDelete<AdminPartner>({
    remove: ({ id }) => deletePartner({ id }),
    failureText: (error) => common('errorWith', { error }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });
  const headingId = `partners-${kind}`;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t(`title.${kind}`)}
      </h2>
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        {/* A new list from the server (after a save elsewhere) starts the local order afresh. */}
        <PartnerList
          key={partners.map((partner) => partner.id).join(',')}
          eventId={eventId}
          kind={kind}
          partners={partners}
          labelledBy={headingId}
          onEdit={setEditing}
          onDelete={removal.ask}
        />
        <PartnerForm
          key={`${editing?.id ?? 'new'}-${round}`}
          eventId={eventId}
          kind={kind}
          partner={editing}
          onDone={() => {
            setEditing(null);
            setRound((value) => value + 1);
          }}
        />
      </div>
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { name: removal.pending?.name ?? '' })}
        confirmLabel={common('delete')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}
