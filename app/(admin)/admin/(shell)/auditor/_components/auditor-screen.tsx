'use client';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { AboutPersonForm } from '@/components/admin/people/about-person-form';
import { PeopleTable } from '@/components/admin/people/people-table';
import { usePeopleScreen } from '@/components/admin/people/use-people-screen';
import type { AdminAboutPerson } from '@/lib/about/queries';

import { ProfileChooser } from './profile-chooser';

/** The auditor list with add, edit and delete, and the auditor form with its picture choices. */
export function AuditorScreen({ auditors }: { auditors: AdminAboutPerson[] }) {
  const screen = usePeopleScreen();
  const { mode } = screen;

  return (
    <>
      {mode.kind === 'form' ? (
        <AboutPersonForm
          key={`${mode.person?.id ?? 'new'}-${mode.round}`}
          category="Auditor"
          person={mode.person}
          onSaved={() => screen.saved('Auditor')}
          onBack={screen.back}
          profilePicker={(props) => <ProfileChooser {...props} previous={mode.person} />}
        />
      ) : (
        <PeopleTable
          category="Auditor"
          people={auditors}
          onAdd={() => screen.openForm('Auditor', null)}
          onEdit={(person) => screen.openForm('Auditor', person)}
          onDelete={screen.removal.ask}
        />
      )}
      <ConfirmDialog
        isOpen={screen.removal.isOpen}
        message={screen.deleteMessage}
        isBusy={screen.removal.isBusy}
        onConfirm={() => void screen.removal.confirm()}
        onCancel={screen.removal.cancel}
      />
    </>
  );
}
