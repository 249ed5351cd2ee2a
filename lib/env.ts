import 'server-only';

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { databaseSettingsSchema, readEnvironment } from '@/db/settings';

/**
 * The application's settings: every one is validated once, with its documented default. The database's own
 * (NODE_ENV, DATABASE_URL, DATA_DIR, TEST_DATABASE_SNAPSHOT) are defined by db/settings.ts, which db/index.ts reads.
 */
const envSchema = databaseSettingsSchema
  .extend({
    // Uploads in an S3 bucket instead of DATA_DIR/uploads, so that several servers share them; S3_ENDPOINT for an
    // S3-compatible server (MinIO, ...), keys from the SDK's default chain when S3_ACCESS_KEY_ID/SECRET are unset.
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PREFIX: z.string().optional(),
    SMTP_URL: z.string().min(1).optional(),
    // Mails as .eml files in this folder instead of SMTP. The embedded setup defaults to DATA_DIR/outbox; a
    // deployment with DATABASE_URL must name it to keep mails (sign-in codes among them) as files on purpose.
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(1).default('no-reply@localhost'),
    // How often the mail server may refuse a mail before it is marked failed for staff to resend (README: Mail).
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
    AUTH_SECRET: z.string().min(16).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    ADMIN_EMAILS: z.string().optional(),
    PORT: z.coerce.number().int().positive().default(3000),
    SITE_URL: z.string().url().optional(),
    // Shared store of rendered pages and cached data when several server processes run (read by cache-handler.mjs).
    REDIS_URL: z.string().url().optional(),
    // How many proxies in front append to X-Forwarded-For (deploy/ runs nginx: 1). 0 trusts only the socket's peer.
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // The IPv6 prefix that counts as one client for rate limits: a home or server is given a /64 (or a /56, /48).
    CLIENT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
    // Public directory registrations waiting for review at most: past it, each new one turns down the oldest of the
    // client network with the most waiting (lib/directory/registration/review-queue.ts).
    DIRECTORY_PENDING_LIMIT: z.coerce.number().int().positive().default(200),
    // Pages each process keeps in memory without REDIS_URL, the least recently read dropped first (read by
    // cache-handler/index.mjs; 5000 when unset).
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().optional(),
    // Set by scripts/start.mjs and deploy/cluster.mjs: SIGTERM is handled by instrumentation.ts, not by next start.
    NEXT_MANUAL_SIG_HANDLE: z.string().min(1).optional(),
    // How long a stopping server lets its requests in flight finish before it closes their connections.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
    // Behind a proxy, how long a stopping server at most turns reads away before it stops listening, so that the
    // proxy stops sending to it first (longer than it takes nginx to count max_fails failures).
    SHUTDOWN_HANDOFF_MS: z.coerce.number().int().min(0).default(6_000),
    // The least severe log line written (lib/observability/shared.mjs reads it, the cache handler too).
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The bearer token /metrics asks for; unset, /metrics answers only loopback and private addresses.
    METRICS_TOKEN: z.string().min(16).optional(),
    // How many archives of the nightly backup to keep (in $DATA_DIR/backups or the bucket's backups/); older ones go.
    BACKUP_RETENTION: z.coerce.number().int().positive().default(14),
    // Archives encrypted with this passphrase (scrypt and AES-256-GCM, lib/backup/archive-encryption.ts); restores need
    // it too, so keep a copy away from the archives. Unset: plain .tar.gz archives, readable by their owner only.
    BACKUP_PASSPHRASE: z.string().min(16, 'at least 16 characters').optional(),
    // A copy of each nightly archive off this machine (s3://bucket or s3://bucket/folder), with its own S3-compatible
    // server and keys (both or neither; the SDK's default chain without them); BACKUP_RETENTION prunes it too.
    BACKUP_COPY_TO: z
      .string()
      .regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
        'an address s3://bucket or s3://bucket/folder',
      )
      .refine((address) => !address.includes('..'), 'no ".." in the address')
      .optional(),
    BACKUP_COPY_ENDPOINT: z.string().url().optional(),
    BACKUP_COPY_REGION: z.string().min(1).default('us-east-1'),
    BACKUP_COPY_ACCESS_KEY_ID: z.string().min(1).optional(),
    BACKUP_COPY_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Below this many free megabytes in DATA_DIR a server reports not ready (uploads and, embedded, every write would
    // fail); `npm run status` warns below twice as many. 0 turns the check off.
    DISK_FREE_MIN_MB: z.coerce.number().int().min(0).default(1024),
  })
  .refine(
    (settings) => Boolean(settings.BACKUP_COPY_ACCESS_KEY_ID) === Boolean(settings.BACKUP_COPY_SECRET_ACCESS_KEY),
    {
      path: ['BACKUP_COPY_SECRET_ACCESS_KEY'],
      message: 'set both BACKUP_COPY_ACCESS_KEY_ID and BACKUP_COPY_SECRET_ACCESS_KEY, or neither',
    },
  );

const raw = readEnvironment(envSchema);

export const env = {
  ...raw,
  MAIL_OUTBOX_DIR: raw.MAIL_OUTBOX_DIR === undefined ? undefined : path.resolve(raw.MAIL_OUTBOX_DIR),
  SITE_URL: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
  // Without SITE_URL the site is wherever the browser reached it (its Host header), not the localhost default.
  isSiteUrlSet: raw.SITE_URL !== undefined,
  isGoogleEnabled: Boolean(raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET),
  adminEmails: (raw.ADMIN_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean),
};

/**
 * The session signing secret. Without AUTH_SECRET the embedded setup generates one and keeps it in DATA_DIR,
 * so sessions survive restarts; a real deployment (DATABASE_URL in production) must configure it.
 */
export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new Error('AUTH_SECRET must be set when running in production with DATABASE_URL');
  }
  return keptSecret('auth-secret');
}

/**
 * A random secret kept in DATA_DIR/`fileName` (readable by its owner only), made by whichever process asks first:
 * every server and command on this machine then reads the same one.
 */
export function keptSecret(fileName: string): string {
  const file = path.join(env.DATA_DIR, fileName);
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first; its secret is the one to use.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }

  return readFileSync(file, 'utf8').trim();
}
