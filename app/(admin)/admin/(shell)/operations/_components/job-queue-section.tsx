import { adminTranslator } from '@/lib/admin/messages';
import type { JobQueueCounts } from '@/lib/jobs/queue-summary';

/** Each kind of scheduled job: waiting, running now, and failed after its retries (kept a week with its error). */
export function JobQueueSection({ jobs }: { jobs: JobQueueCounts[] }) {
  const t = adminTranslator();

  return (
    <section aria-labelledby="operations-jobs" className="space-y-3">
      <h2 id="operations-jobs" className="text-lg font-semibold text-ink">
        {t('admin.operations.system.jobs.title')}
      </h2>
      {jobs.length === 0 ? (
        <p className="text-sm">{t('admin.operations.system.jobs.none')}</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="operations-jobs">
          <thead>
            <tr>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.jobs.columns.kind')}
              </th>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.jobs.columns.queued')}
              </th>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.jobs.columns.active')}
              </th>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.jobs.columns.failed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.kind} className="border-t">
                <td className="py-1 pr-3 font-mono">{job.kind}</td>
                <td className="py-1 pr-3">{job.queued}</td>
                <td className="py-1 pr-3">{job.active}</td>
                <td className={job.failed > 0 ? 'py-1 pr-3 font-semibold text-red-700' : 'py-1 pr-3'}>{job.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
