import 'server-only';

import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';

import { db } from '@/db';
import type { Storage } from '@/lib/storage';

/** A probe that takes longer fails: a load balancer's check, or an operator's, must not hang on what hangs. */
export const PROBE_TIMEOUT_MS = 3000;

/** A key no upload is stored under (uploads live in their kind's folder): asking for it reaches the bucket. */
const BUCKET_PROBE_KEY = 'readiness/probe';

/** What a probe found: fine, or the error that says why not (for the log and the operator, never for a client). */
export type ProbeResult = { ok: true } | { ok: false; error: unknown };

/** `work`, or a failure once `timeoutMs` have passed without its answer. */
export function withTimeout<T>(work: Promise<T>, what: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs);
  });

  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `work` against the timeout; a failure is answered, not thrown. */
export async function probe(name: string, work: () => Promise<void>): Promise<ProbeResult> {
  try {
    await withTimeout(work(), name);

    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

export async function pingDatabase(): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function pingRedis(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: PROBE_TIMEOUT_MS,
  });
  // connect() and ping() report the failure; the client's own error events would only repeat it.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}

export async function pingBucket(storage: Storage): Promise<void> {
  await storage.stat(BUCKET_PROBE_KEY);
}

/** Connects to the mail server and signs in as the outbox sender would, without sending anything. */
export async function verifySmtp(url: string): Promise<void> {
  // Its own timeouts too: a connection left waiting past the probe's would keep a command from exiting.
  const timeouts = {
    connectionTimeout: PROBE_TIMEOUT_MS,
    greetingTimeout: PROBE_TIMEOUT_MS,
    socketTimeout: PROBE_TIMEOUT_MS,
  };
  const transport = nodemailer.createTransport({ url, ...timeouts });
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}
