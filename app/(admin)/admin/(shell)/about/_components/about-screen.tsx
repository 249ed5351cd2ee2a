'use client';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ABOUT_SCREEN_CATEGORIES } from '@/components/admin/people/about-fields';
import { AboutPersonForm } from '@/components/admin/people/about-person-form';
import { PeopleTable } from '@/components/admin/people/people-table';
import { usePeopleScreen } from '@/components/admin/people/use-people-screen';
import type { AdminAboutPerson } from '@/lib/about/queries';

/** Seeds 2 About: A the three lists (presidents, council, office), B to D the form of each category. */
export function AboutScreen({ people }: { people: AdminAboutPerson[] }) {
  const screen = usePeopleScreen();
  const { mode } = screen;

  return (
    <>
      {mode.kind === 'form' ? (
        <AboutPersonForm
          key={`${mode.category}-${mode.person?.id ?? 'new'}-${mode.round}`}
          category={mode.category}
          person={mode.person}
          onSaved={() => screen.saved(mode.category)}
          onBack={screen.back}
        />
      ) : (
        <div className="space-y-10">
          {ABOUT_SCREEN_CATEGORIES.map((category) => (
            <PeopleTable
              key={category}
              category={category}
              people={people.filter((person) => person.about_category === category)}
              onAdd={() => screen.openForm(category, null)}
              onEdit={(person) => screen.openForm(category, person)}
              onDelete={screen.removal.ask}
            />
          ))}
        </div>
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
