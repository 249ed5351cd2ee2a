import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import type { NavCategory } from '@/lib/content/navigation';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

/** The fixed project pages (/mm/page/{cid}) as cards with a short description each. */
export async function ProjectCards({ projects, locale }: { projects: readonly NavCategory[]; locale: Locale }) {
  const t = await getTranslations('home.projects');

  return (
    <section aria-labelledby="projects-title" className="bg-brand-light">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="projects-title" className="border-l-4 border-brand pl-3 text-2xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-2 mb-6 text-muted">{t('intro')}</p>
        {projects.length === 0 ? (
          <p className="rounded-lg bg-white p-6 text-center text-muted">{t('empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {projects.map((project, index) => {
              const title = pickLocalized(project.category, project.category_en, locale);
              const descriptionKey = `descriptions.${project.cid}`;

              return (
                <li key={project.cid} className="flex">
                  <Link
                    href={`/mm/page/${project.cid}`}
                    className="group flex w-full flex-col rounded-lg border border-green-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    <span
                      aria-hidden="true"
                      className="mb-3 inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <h3 className="text-lg font-semibold leading-snug group-hover:text-brand-dark">{title}</h3>
                    {t.has(descriptionKey) ? <p className="mt-2 text-sm text-muted">{t(descriptionKey)}</p> : null}
                    <span className="mt-auto pt-4 text-sm font-semibold text-brand-dark">{t('open')} →</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
