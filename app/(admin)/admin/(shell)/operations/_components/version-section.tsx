import { adminTranslator } from '@/lib/admin/messages';
import type { AppVersion } from '@/lib/version/app-version';
import type { MigrationState } from '@/lib/version/migration-level';

type VersionSectionProps = { version: AppVersion; migrations: MigrationState };

/** The version that runs and the database's migration level against the newest migration it carries. */
export function VersionSection({ version, migrations }: VersionSectionProps) {
  const t = adminTranslator();
  const rows: [string, string][] = [
    [t('admin.operations.system.version.app'), version.version],
    [t('admin.operations.system.version.commit'), version.commit ?? t('admin.operations.system.version.unknownCommit')],
    [
      t('admin.operations.system.migrations.applied'),
      migrations.database.tag ?? t('admin.operations.system.migrations.none'),
    ],
    [
      t('admin.operations.system.migrations.newest'),
      migrations.code.tag ?? t('admin.operations.system.migrations.none'),
    ],
    [
      t('admin.operations.system.migrations.state'),
      t(
        migrations.isCurrent
          ? 'admin.operations.system.migrations.current'
          : 'admin.operations.system.migrations.behind',
        {
          applied: migrations.database.count,
          total: migrations.code.count,
        },
      ),
    ],
  ];

  return (
    <section aria-labelledby="operations-version" className="space-y-3">
      <h2 id="operations-version" className="text-lg font-semibold text-ink">
        {t('admin.operations.system.version.title')}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm" data-testid="operations-version">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink">{label}</dt>
            <dd className="font-mono">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
