import { afterEach, describe, expect, it, vi } from 'vitest';

const SETTINGS = [
  'BACKUP_PASSPHRASE',
  'BACKUP_COPY_TO',
  'BACKUP_COPY_ACCESS_KEY_ID',
  'BACKUP_COPY_SECRET_ACCESS_KEY',
] as const;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

/** lib/env.ts as a server starting with `settings` reads it: it validates them once, at its first import. */
async function startWith(settings: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, settings);
  vi.resetModules();

  return (await import('@/lib/env')).env;
}

afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('the backup settings', () => {
  it('take a passphrase of 16 characters or more, and refuse a shorter one at start', async () => {
    expect((await startWith({ BACKUP_PASSPHRASE: 'sixteen chars ok' })).BACKUP_PASSPHRASE).toBe('sixteen chars ok');
    await expect(startWith({ BACKUP_PASSPHRASE: 'too short' })).rejects.toThrow(
      /BACKUP_PASSPHRASE.*at least 16 characters/,
    );
  });

  it('take an s3:// bucket address for the copies, and refuse anything else', async () => {
    expect((await startWith({ BACKUP_COPY_TO: 's3://site-archives' })).BACKUP_COPY_TO).toBe('s3://site-archives');
    expect((await startWith({ BACKUP_COPY_TO: 's3://site-archives/mining/nightly/' })).BACKUP_COPY_TO).toBe(
      's3://site-archives/mining/nightly/',
    );
    for (const address of [
      'https://site-archives.s3.amazonaws.com',
      's3://Site_Archives',
      's3://site-archives/../uploads',
      's3://',
      '/srv/archives',
    ]) {
      await expect(startWith({ BACKUP_COPY_TO: address }), address).rejects.toThrow(/BACKUP_COPY_TO/);
    }
  });

  it("take both keys of the copies' bucket or neither", async () => {
    await expect(
      startWith({ BACKUP_COPY_TO: 's3://site-archives', BACKUP_COPY_ACCESS_KEY_ID: 'AKIA0000' }),
    ).rejects.toThrow(
      /BACKUP_COPY_SECRET_ACCESS_KEY.*set both BACKUP_COPY_ACCESS_KEY_ID and BACKUP_COPY_SECRET_ACCESS_KEY, or neither/,
    );
    const env = await startWith({
      BACKUP_COPY_TO: 's3://site-archives',
      BACKUP_COPY_ACCESS_KEY_ID: 'AKIA0000',
      BACKUP_COPY_SECRET_ACCESS_KEY: 'secret',
    });
    expect(env.BACKUP_COPY_REGION).toBe('us-east-1');
  });
});
