import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { env } from '@/lib/env';

const SYSTEMD = path.resolve(import.meta.dirname, '../../deploy/systemd');

/** The `Key=value` settings of a systemd file, by key (a key set twice keeps its last value, as systemd does). */
function settingsOf(file: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(path.join(SYSTEMD, file), 'utf8').split('\n')) {
    const [, key, value = ''] = /^(\w+)=(.*)$/.exec(line) ?? [];
    if (key) settings[key] = value;
  }

  return settings;
}

/** What stopJobWorker (lib/jobs/worker.ts) lets the running scheduled jobs take at most. */
const JOBS_STOP_MS = 30_000;

describe('deploy/systemd/mining-association@.service', () => {
  const unit = settingsOf('mining-association@.service');

  it('lets a stopping server drain before SIGKILL: TimeoutStopSec is longer than the handoff, the drain and the jobs together', () => {
    const slowestStopMs = env.SHUTDOWN_HANDOFF_MS + env.SHUTDOWN_TIMEOUT_MS + JOBS_STOP_MS;

    expect(Number(unit.TimeoutStopSec) * 1000).toBeGreaterThan(slowestStopMs);
    // SIGTERM reaches scripts/start.mjs alone, which hands it to the server once.
    expect(unit.KillMode).toBe('mixed');
    expect(unit.ExecStart).toMatch(/ PORT=%i \/usr\/bin\/node scripts\/start\.mjs$/);
  });

  it('restarts a server that crashed, reads the settings from the env file and writes its logs to the journal', () => {
    expect(unit).toMatchObject({
      Restart: 'on-failure',
      EnvironmentFile: '/etc/mining-association/env',
      StandardOutput: 'journal',
      SyslogIdentifier: 'mining-association-%i',
    });
  });
});

describe('deploy/systemd/journald.conf', () => {
  it('keeps the journal persistent and bounded in size, age and the disk space it leaves', () => {
    expect(settingsOf('journald.conf')).toMatchObject({
      Storage: 'persistent',
      SystemMaxUse: '2G',
      SystemKeepFree: '4G',
      MaxRetentionSec: '30day',
    });
  });
});
