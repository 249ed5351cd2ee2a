import 'server-only';

import { Gauge, type Registry } from 'prom-client';

import { diskSpace, type WatchedFolder } from '@/lib/health/disk-space';

/**
 * Free bytes of the data and backups folders' file systems at each scrape: an alert on them comes before uploads,
 * mails and backups start failing (deploy/alerts.yml).
 */
export function registerDiskMetrics(registry: Registry, folders: () => WatchedFolder[]): void {
  new Gauge({
    name: 'disk_free_bytes',
    help: 'Free bytes of the file system holding each folder (data: DATA_DIR; backups: its local archives)',
    labelNames: ['folder'],
    registers: [registry],
    async collect() {
      for (const folder of folders()) this.set({ folder: folder.name }, (await diskSpace(folder.path)).freeBytes);
    },
  });
}
