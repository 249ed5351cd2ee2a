import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, type Page, test } from '@playwright/test';

import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';

const run = promisify(execFile);

/** A second production server, on the restored data folder, beside the suite's own. */
const RESTORED_PORT = E2E_PORT + 50;
const RESTORED_ORIGIN = `http://localhost:${RESTORED_PORT}`;
const PUBLIC_PAGES = ['/mm', '/en/mm', '/mm/blog/8=1', '/mm/blog/8=2', '/yellow-page', '/mw', '/en/mw'];

const restoredDataDir = mkdtempSync(path.join(tmpdir(), 'restored-site-'));
// Settings of the suite's server (playwright.config.ts): the embedded database, whatever CI sets.
const serverEnv = { ...process.env, DATA_DIR: restoredDataDir, DATABASE_URL: '', S3_BUCKET: '', SMTP_URL: '', SITE_URL: '' };
let restoredServer: ChildProcess | undefined;

/** The newest archive the suite's server wrote with its nightly job, which runs once the server has started. */
function nightlyArchive(): string {
  const folder = path.join(E2E_DATA_DIR, 'backups');
  const names = (() => {
    try {
      return readdirSync(folder).filter((name) => /^backup-.*\.tar\.gz$/.test(name)).sort();
    } catch {
      return [];
    }
  })();
  const newest = names.at(-1);

  return newest ? path.join(folder, newest) : '';
}

/** What a visitor reads on the page, and the address of its first picture. */
async function visibleContent(page: Page, url: string): Promise<{ text: string; picture: string | null }> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const main = page.locator('main');

  return { text: await main.innerText(), picture: await main.locator('img').first().getAttribute('src').catch(() => null) };
}

test.afterAll(() => {
  // Started as its own process group (detached): next-server goes with the script that started it.
  if (restoredServer?.pid) process.kill(-restoredServer.pid, 'SIGTERM');
  rmSync(restoredDataDir, { recursive: true, force: true });
});

test('[BACKUP]: a new server restored from the nightly archive shows the same public pages and pictures', async ({ page, request }) => {
  test.setTimeout(240_000);
  await expect.poll(nightlyArchive, { timeout: 120_000 }).not.toBe('');

  const restored = await run('npm', ['run', '--silent', 'restore', '--', nightlyArchive()], { env: serverEnv });
  expect(restored.stdout).toMatch(/Restored the backup of .*: \d+ rows, \d+ uploads/);
  restoredServer = spawn('node', ['scripts/start.mjs'], {
    env: { ...serverEnv, PORT: String(RESTORED_PORT), NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await request.get(`${RESTORED_ORIGIN}/api/health`).catch(() => null))?.status(), { timeout: 120_000 })
    .toBe(200);

  for (const url of PUBLIC_PAGES) {
    const original = await visibleContent(page, url);
    const copy = await visibleContent(page, `${RESTORED_ORIGIN}${url}`);
    expect(copy.text, url).toBe(original.text);
    expect(copy.picture, url).toBe(original.picture);
    if (original.picture && !original.picture.startsWith('data:')) {
      const [originalBytes, copyBytes] = await Promise.all([
        request.get(new URL(original.picture, `http://localhost:${E2E_PORT}`).href).then((answer) => answer.body()),
        request.get(new URL(original.picture, RESTORED_ORIGIN).href).then((answer) => answer.body()),
      ]);
      expect(copyBytes.equals(originalBytes), `${url}: ${original.picture}`).toBe(true);
    }
  }
});
