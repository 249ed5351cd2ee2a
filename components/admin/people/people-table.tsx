'use client';

import { useTranslations } from 'next-intl';

import { ListSection } from '@/components/admin/list-section';
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
    <ListSection
      headingId={headingId}
      title={t(`categories.${category}`)}
      addLabel={t(`addTitle.${category}`)}
      onAdd={onAdd}
      headers={[t('number'), t('profile'), t('name'), t('nameEn'), common('actions')]}
      emptyText={t('empty')}
      isEmpty={people.length === 0}
    >
      {people.map((person, index) => (
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
      ))}
    </ListSection>
  );
}
