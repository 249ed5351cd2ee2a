import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import type { NavCategory } from '@/lib/menu/navigation';

/** The fixed project pages (/mm/page/{cid}) as cards with a short description each. */
export async function ProjectCards({ projects, locale }: { projects: readonly NavCategory[]; locale: Locale }) {
  const t = await getTranslations('home.projects');

  return (
    <section aria-labelledby="projects-title" className="projects">
      <div className="sec">
        <h2 id="projects-title" className="sec-title">
          {t('title')}
        </h2>
        <p className="projects-intro">{t('intro')}</p>
        {projects.length === 0 ? (
          <p className="sec-empty">{t('empty')}</p>
        ) : (
          <ul className="pj">
            {projects.map((project, index) => {
              const title = pickLocalized(project.category, project.category_en, locale);
              const descriptionKey = `descriptions.${project.cid}`;

              return (
                <li key={project.cid}>
                  <Link href={`/mm/page/${project.cid}`}>
                    <span aria-hidden="true" className="pj-num">
                      {index + 1}
                    </span>
                    <h3>{title}</h3>
                    {t.has(descriptionKey) ? <p>{t(descriptionKey)}</p> : null}
                    <span className="pj-open">{t('open')} →</span>
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
