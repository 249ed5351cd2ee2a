import 'server-only';

import type { env as Env } from '@/lib/env';

type StartupSettings = Pick<typeof Env, 'NODE_ENV' | 'DATABASE_URL' | 'SMTP_URL' | 'MAIL_OUTBOX_DIR' | 'AUTH_SECRET'>;

/**
 * What keeps a production server from starting safely. A deployment (DATABASE_URL) must sign sessions with its own
 * secret and send mail through SMTP: the embedded quick start's conveniences (a secret generated into DATA_DIR,
 * mails as files in DATA_DIR/outbox) would there leave sign-in codes lying on the server's disk, unread by anyone.
 * Files stay possible when the outbox folder is named explicitly.
 */
export function startupProblems(settings: StartupSettings): string[] {
  if (settings.NODE_ENV !== 'production' || !settings.DATABASE_URL) return [];
  const problems: string[] = [];
  if (!settings.AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET is not set: a production server with DATABASE_URL needs its own session secret of at least 16 characters (openssl rand -hex 32).',
    );
  }
  if (!settings.SMTP_URL && !settings.MAIL_OUTBOX_DIR) {
    problems.push(
      'SMTP_URL is not set: a production server with DATABASE_URL would write every mail, sign-in codes included, as a file on its own disk. Set SMTP_URL, or MAIL_OUTBOX_DIR to keep mails as .eml files in that folder on purpose.',
    );
  }

  return problems;
}

/** Start-up: ends the process with the reasons when the settings are invalid or unsafe, before any request is served. */
export async function refuseUnsafeStartup(): Promise<void> {
  let problems: string[];
  try {
    // Imported here: an invalid setting (an AUTH_SECRET too short, ...) throws while lib/env.ts loads.
    const { env } = await import('@/lib/env');
    problems = startupProblems(env);
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
  }
  if (problems.length === 0) return;
  // Indented under its first line, so that npm start's output wrapper (scripts/json-lines.mjs) keeps it one line.
  console.error(`The server cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
