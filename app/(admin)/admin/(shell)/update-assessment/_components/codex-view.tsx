'use client';

import { useTranslations } from 'next-intl';

import type { AdminQuestionGroup } from '@/lib/assessment/admin-questions';

/** Mode A: each section under its index and title, requirements with their sub-questions nested (seeds 2). */
export function CodexView({ groups }: { groups: AdminQuestionGroup[] }) {
  const t = useTranslations('admin.assessment.questions');
  if (groups.length === 0) return <p className="text-gray-700">{t('empty')}</p>;

  return (
    <div className="space-y-8" data-testid="codex-view">
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`section-${group.mainIndex}`}
          className="rounded-lg border border-gray-200 bg-white p-6"
        >
          <h2 id={`section-${group.mainIndex}`} className="mb-4 text-lg font-semibold text-ink">
            {t('section', { index: group.mainIndex, title: group.mainTitle })}
          </h2>
          {group.questions.length === 0 ? (
            <p className="text-gray-700">{t('sectionEmpty')}</p>
          ) : (
            <ol className="space-y-4">
              {group.questions.map((requirement) => (
                <li key={requirement.id}>
                  <p className="font-semibold text-gray-900">
                    <span className="mr-2 font-mono">{requirement.cid}</span>
                    {requirement.question}
                  </p>
                  {requirement.children.length > 0 ? (
                    <ol className="mt-2 space-y-1 border-l-2 border-gray-200 pl-6">
                      {requirement.children.map((child) => (
                        <li key={child.id} className="text-gray-800">
                          <span className="mr-2 font-mono text-sm">{child.cid}</span>
                          {child.question}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
