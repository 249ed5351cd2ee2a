import { describe, expect, it } from 'vitest';

import { startupProblems } from './startup-settings';

const deployment = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal/association',
  SMTP_URL: 'smtps://relay.example.mn',
  MAIL_OUTBOX_DIR: undefined,
  AUTH_SECRET: 'a'.repeat(64),
} as const;

describe('startupProblems', () => {
  it('accepts a deployment with its own secret and an SMTP server', () => {
    expect(startupProblems(deployment)).toEqual([]);
  });

  it('refuses a deployment that would write sign-in codes to files on the server', () => {
    expect(startupProblems({ ...deployment, SMTP_URL: undefined })).toEqual([
      expect.stringMatching(/^SMTP_URL is not set/),
    ]);
  });

  it('lets a deployment keep mails as files when it names the outbox folder', () => {
    expect(startupProblems({ ...deployment, SMTP_URL: undefined, MAIL_OUTBOX_DIR: '/srv/association/outbox' })).toEqual(
      [],
    );
  });

  it('refuses a deployment without its own session secret', () => {
    expect(startupProblems({ ...deployment, AUTH_SECRET: undefined })).toEqual([
      expect.stringMatching(/^AUTH_SECRET is not set/),
    ]);
  });

  it('keeps the embedded quick start and development free of both', () => {
    expect(
      startupProblems({ ...deployment, DATABASE_URL: undefined, SMTP_URL: undefined, AUTH_SECRET: undefined }),
    ).toEqual([]);
    expect(
      startupProblems({ ...deployment, NODE_ENV: 'development', SMTP_URL: undefined, AUTH_SECRET: undefined }),
    ).toEqual([]);
  });
});
