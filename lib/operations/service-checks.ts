import 'server-only';

import { isEmbeddedDatabase } from '@/db';
import { env } from '@/lib/env';
import { pingBucket, pingDatabase, pingRedis, probe, verifySmtp } from '@/lib/health/probes';
import { storage } from '@/lib/storage';

/** One service the site depends on: answering, not answering (with the error's text), or not configured. */
export type ServiceStatus = {
  name: 'database' | 'redis' | 's3' | 'smtp';
  state: 'ok' | 'failed' | 'unused';
  detail: string;
};

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function serviceStatus(
  name: ServiceStatus['name'],
  work: () => Promise<void>,
  detail: string,
): Promise<ServiceStatus> {
  const result = await probe(name, work);

  return result.ok ? { name, state: 'ok', detail } : { name, state: 'failed', detail: errorText(result.error) };
}

/**
 * Whether the database, Redis, the S3 bucket and the mail server answer, for the operator: unlike readiness, which
 * only says which one failed, each failure comes with its error (the operator runs the command on the server).
 */
export async function checkServices(): Promise<ServiceStatus[]> {
  const { REDIS_URL, S3_BUCKET, SMTP_URL } = env;

  return Promise.all([
    serviceStatus(
      'database',
      pingDatabase,
      isEmbeddedDatabase() ? `embedded (PGlite) in ${env.DATA_DIR}/db` : 'PostgreSQL (DATABASE_URL)',
    ),
    REDIS_URL
      ? serviceStatus('redis', () => pingRedis(REDIS_URL), 'shared page cache')
      : { name: 'redis', state: 'unused', detail: 'REDIS_URL unset: each server keeps its pages in memory' },
    S3_BUCKET
      ? serviceStatus('s3', () => pingBucket(storage), `bucket ${S3_BUCKET}`)
      : { name: 's3', state: 'unused', detail: `S3_BUCKET unset: uploads in ${env.DATA_DIR}/uploads` },
    SMTP_URL
      ? serviceStatus('smtp', () => verifySmtp(SMTP_URL), 'mail server')
      : { name: 'smtp', state: 'unused', detail: 'SMTP_URL unset: mails are written as .eml files (MAIL_OUTBOX_DIR)' },
  ]);
}
