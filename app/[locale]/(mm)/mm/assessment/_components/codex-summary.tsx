import { getTranslations } from 'next-intl/server';

/** Seeds 1 and 9: the initiative since 2006, and the codex of 8 principles, 5 scopes and 29 requirements. */
const FACTS = [
  { key: 'since', value: 2006 },
  { key: 'principles', value: 8 },
  { key: 'scopes', value: 5 },
  { key: 'requirements', value: 29 },
] as const;

const SCOPES = ['governance', 'safety', 'environment', 'community', 'humanRights'] as const;

export async function CodexSummary() {
  const t = await getTranslations('pages.assessment');

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-2">
        {FACTS.map((fact) => (
          <div
            key={fact.key}
            className="flex flex-col-reverse justify-end rounded-lg border border-gray-200 bg-white p-4 text-center"
          >
            <dt className="mt-1 text-sm text-muted">{t(`facts.${fact.key}`)}</dt>
            <dd className="text-3xl font-bold text-brand-dark">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="scopes-title" className="rounded-lg bg-brand-light p-6">
        <h2 id="scopes-title" className="text-lg font-bold text-ink">
          {t('scopesTitle')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-ink marker:font-bold marker:text-brand-dark">
          {SCOPES.map((scope) => (
            <li key={scope}>{t(`scopes.${scope}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
