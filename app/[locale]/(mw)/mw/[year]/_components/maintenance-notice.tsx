import { getTranslations } from 'next-intl/server';

/** Seeds 2.2: an archive page with no content yet says it is under maintenance. */
export async function MaintenanceNotice() {
  const t = await getTranslations('conference.archive');

  return (
    <div className="mnt" role="status">
      <h2>{t('maintenance')}</h2>
      <p>{t('maintenanceText')}</p>
    </div>
  );
}
