import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { RESPONSIBLE_MINING_SINCE } from '@/lib/about/constants';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import type { NavCategory } from '@/lib/menu/navigation';

/** Anchor #2: the project pages (/mm/page/20..26) with a line about each. */
export async function ProjectsSection({ projects, locale }: { projects: readonly NavCategory[]; locale: Locale }) {
  const t = await getTranslations('about.activity.projects');

  return (
    <section id="2" aria-labelledby="activity-projects-title" className="mt-14">
      <h2 id="activity-projects-title" className="sec-title">
        {t('title')}
      </h2>
      <p className="mt-3 mb-6">{t('intro')}</p>
      {projects.length === 0 ? (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center text-muted">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => {
            const descriptionKey = `descriptions.${project.cid}`;

            return (
              <li key={project.cid} className="flex">
                <Link
                  href={`/mm/page/${project.cid}`}
                  className="group flex w-full flex-col rounded-lg border border-green-200 bg-brand-light p-5 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  <h3 className="text-lg font-semibold leading-snug group-hover:text-brand-dark">
                    {pickLocalized(project.category, project.category_en, locale)}
                  </h3>
                  {t.has(descriptionKey) ? (
                    <p className="mt-2 text-sm">{t(descriptionKey, { since: RESPONSIBLE_MINING_SINCE })}</p>
                  ) : null}
                  <span className="mt-auto pt-4 text-sm font-semibold text-brand-dark">{t('open')} →</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
