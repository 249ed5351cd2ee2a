import { getTranslations } from 'next-intl/server';

import { OFFICE_STAFF_COUNT } from '@/lib/about/constants';
import type { AboutPerson } from '@/lib/about/queries';
import { yearsOfWorkText } from '@/lib/about/years-of-work';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

import { PeopleGroup } from './people-group';
import { PersonCard } from './person-card';

/** Anchor #2: honorary presidents, the association council and the working office. */
export async function StructureSection({ people, locale }: { people: readonly AboutPerson[]; locale: Locale }) {
  const t = await getTranslations('about.structure');
  const inCategory = (category: AboutPerson['about_category']) =>
    people.filter((person) => person.about_category === category);
  const name = (person: AboutPerson) => pickLocalized(person.name, person.name_en, locale);
  const position = (person: AboutPerson) => pickLocalized(person.position, person.position_en, locale);

  return (
    <section id="2" aria-labelledby="structure-title" className="mt-14">
      <h2 id="structure-title" className="sec-title">
        {t('title')}
      </h2>
      <PeopleGroup anchor="presidents" title={t('presidents')} intro={t('presidentsIntro')} empty={t('empty')}>
        {inCategory('President').map((person) => (
          <PersonCard key={person.id} photo={person.profile} name={name(person)}>
            {person.years_of_work ? (
              <p>
                <span className="sr-only">{t('yearsOfWork')}: </span>
                {yearsOfWorkText(person.years_of_work, (from) => t('yearsSince', { from }))}
              </p>
            ) : null}
          </PersonCard>
        ))}
      </PeopleGroup>
      <PeopleGroup anchor="council" title={t('council')} intro={t('councilIntro')} empty={t('empty')}>
        {inCategory('Association').map((person) => (
          <PersonCard key={person.id} photo={person.profile} name={name(person)}>
            <p className="font-medium text-ink">{position(person)}</p>
            <p>{pickLocalized(person.company, person.company_en, locale)}</p>
          </PersonCard>
        ))}
      </PeopleGroup>
      <PeopleGroup
        anchor="office"
        title={t('office')}
        intro={t('officeIntro', { count: OFFICE_STAFF_COUNT })}
        empty={t('empty')}
      >
        {inCategory('Office').map((person) => (
          <PersonCard key={person.id} photo={person.profile} name={name(person)}>
            <p className="font-medium text-ink">{position(person)}</p>
            {person.email ? (
              <p>
                <span className="sr-only">{t('email')}: </span>
                <a href={`mailto:${person.email}`} className="break-all text-brand-dark underline hover:no-underline">
                  {person.email}
                </a>
              </p>
            ) : null}
          </PersonCard>
        ))}
      </PeopleGroup>
    </section>
  );
}
