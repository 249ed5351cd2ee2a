'use client';

import { useTranslations } from 'next-intl';

import { Thumbnail } from '@/components/admin/thumbnail';
import { RowActions } from '@/components/admin/row-actions';
import type { AdminAboutPerson } from '@/lib/about/queries';
import type { AboutCategory } from '@/lib/about/schema';

type PeopleTableProps = {
  category: AboutCategory;
  people: readonly AdminAboutPerson[];
  onAdd: () => void;
  onEdit: (person: AdminAboutPerson) => void;
  onDelete: (person: AdminAboutPerson) => void;
};

/** The detail a list shows under the name: years for presidents, position and company or e-mail for the others. */
function detailOf(person: AdminAboutPerson): string {
  if (person.about_category === 'President') return person.years_of_work;
  const second = person.about_category === 'Office' ? person.email : person.company;

  return [person.position, second].filter(Boolean).join(' · ');
}

/** One list of mode A (or the auditor list): an add button, and edit and delete per row. */
export function PeopleTable({ category, people, onAdd, onEdit, onDelete }: PeopleTableProps) {
  const t = useTranslations('admin.organisation.about');
  const common = useTranslations('admin.common');
  const headingId = `people-${category}`;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t(`categories.${category}`)}
        </h2>
        <button type="button" onClick={onAdd} className="rounded bg-brand-dark px-4 py-2 text-sm font-semibold text-white">
          {t(`addTitle.${category}`)}
        </button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-labelledby={headingId}>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">{t('number')}</th>
              <th scope="col" className="px-3 py-2">{t('profile')}</th>
              <th scope="col" className="px-3 py-2">{t('name')}</th>
              <th scope="col" className="px-3 py-2">{t('nameEn')}</th>
              <th scope="col" className="px-3 py-2">{common('actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {people.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-gray-600">{t('empty')}</td>
              </tr>
            ) : (
              people.map((person, index) => (
                <tr key={person.id} data-testid="about-row">
                  <td className="px-3 py-2">{index + 1}</td>
                  <td className="px-3 py-2">
                    <Thumbnail src={person.profile} alt="" className="size-14" />
                  </td>
                  <td className="px-3 py-2">
                    <p className="font-medium">{person.name}</p>
                    <p className="text-xs text-gray-600">{detailOf(person)}</p>
                  </td>
                  <td className="px-3 py-2">{person.name_en}</td>
                  <td className="px-3 py-2">
                    <RowActions title={person.name} onEdit={() => onEdit(person)} onDelete={() => onDelete(person)} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
