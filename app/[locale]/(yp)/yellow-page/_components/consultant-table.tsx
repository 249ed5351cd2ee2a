import { getTranslations } from 'next-intl/server';

import type { Consultant } from '@/lib/directory/queries';
import { phoneHref } from '@/lib/settings/contact-links';

/** Seeds 2.4: the consultant engineers of sub category 95, with a phone link to call each. */
export async function ConsultantTable({ consultants }: { consultants: readonly Consultant[] }) {
  const t = await getTranslations('directory.consultants');

  return (
    <div className="yp-table-wrap">
      <table className="yp-table">
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('profession')}</th>
            <th scope="col">{t('advice')}</th>
            <th scope="col">{t('phone')}</th>
          </tr>
        </thead>
        <tbody>
          {consultants.map((person) => (
            <tr key={person.id}>
              <th scope="row">{person.name}</th>
              <td>{person.profession}</td>
              <td>{person.advice}</td>
              <td>{person.phone ? <a href={phoneHref(person.phone)}>{person.phone}</a> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
