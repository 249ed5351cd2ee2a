import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;

/**
 * Runs the server's start-up hook in a process of its own, with only `settings` as its environment (as `next start`
 * runs it: the Node.js runtime, production). Unsafe settings must end it before the database is touched.
 */
function startWith(settings: Record<string, string>) {
  const script = `import(${JSON.stringify(path.join(ROOT, 'instrumentation.ts'))}).then((hook) => hook.register())`;

  return spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', '--eval', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NEXT_RUNTIME: 'nodejs', NODE_ENV: 'production', ...settings },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

// An address where nothing listens: the hook must stop before it would connect.
const DATABASE_URL = 'postgres://app@127.0.0.1:9/association';

describe('server start-up', () => {
  it('refuses a deployment without SMTP_URL instead of writing sign-in codes to files', () => {
    const started = startWith({ DATABASE_URL, AUTH_SECRET: 'a'.repeat(64) });

    expect(started.status).toBe(1);
    expect(started.stderr).toContain('SMTP_URL is not set');
    expect(started.stderr).not.toContain('Database preparation failed');
  });

  it('refuses a deployment without AUTH_SECRET, or with one too short', () => {
    const missing = startWith({ DATABASE_URL, SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('AUTH_SECRET is not set');

    const short = startWith({ DATABASE_URL, SMTP_URL: 'smtp://127.0.0.1:9', AUTH_SECRET: 'secret' });
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/Invalid environment.*AUTH_SECRET/);
  });
});
