import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { APIRequestContext, Page } from '@playwright/test';

import { E2E_PORT } from '../../playwright.config';

import { expect, test } from '../fixtures/test';

const run = promisify(execFile);

const PUBLIC_PAGES = ['/mm', '/en/mm', '/mm/blog/8=1', '/mm/blog/8=2', '/yellow-page', '/mw', '/en/mw'];

/**
 * Two production servers of their own beside the suite's (whose content the other journeys change): the original,
 * on a new data folder filled with the demo content, and the one restored from its archive.
 */
const sites = {
  original: { port: E2E_PORT + 50, dataDir: mkdtempSync(path.join(tmpdir(), 'original-site-')) },
  restored: { port: E2E_PORT + 51, dataDir: mkdtempSync(path.join(tmpdir(), 'restored-site-')) },
};
type Site = (typeof sites)[keyof typeof sites];
const servers: ChildProcess[] = [];

// The suite's settings (playwright.config.ts): the embedded database and files on disk, whatever CI sets.
const settingsOf = (site: Site) => ({
  ...process.env,
  DATA_DIR: site.dataDir,
  DATABASE_URL: '',
  S3_BUCKET: '',
  SMTP_URL: '',
  SITE_URL: '',
  REDIS_URL: '',
});
const originOf = (site: Site) => `http://localhost:${site.port}`;

async function startServer(site: Site, request: APIRequestContext): Promise<void> {
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...settingsOf(site), PORT: String(site.port), NODE_ENV: 'production' },
    stdio: 'ignore',
    // Its own process group, so that next-server stops with the script that started it.
    detached: true,
  });
  servers.push(server);
  await expect
    .poll(async () => (await request.get(`${originOf(site)}/api/health`).catch(() => null))?.status(), {
      timeout: 150_000,
    })
    .toBe(200);
}

/** The one archive `npm run backup` wrote to its default place, the original's `backups/` folder. */
function defaultArchive(): string {
  const folder = path.join(sites.original.dataDir, 'backups');
  const names = readdirSync(folder).filter((name) => /^backup-.*\.tar\.gz$/.test(name));
  expect(names).toHaveLength(1);

  return path.join(folder, names[0] ?? '');
}

/** What a visitor reads on the page, and the address of its first picture. */
async function visibleContent(page: Page, url: string): Promise<{ text: string; picture: string | null }> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const main = page.locator('main');
  const pictures = main.locator('img');

  return {
    text: await main.innerText(),
    picture: (await pictures.count()) > 0 ? await pictures.first().getAttribute('src') : null,
  };
}

test.afterAll(() => {
  for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  for (const site of Object.values(sites)) rmSync(site.dataDir, { recursive: true, force: true });
});

test('[BACKUP]: a new server restored from the backup of another shows the same public pages and pictures', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  // The operator's commands, as the README gives them: demo content, a backup, a restore onto an empty folder.
  await run('npm', ['run', '--silent', 'db:seed'], { env: settingsOf(sites.original) });
  const backedUp = await run('npm', ['run', '--silent', 'backup'], { env: settingsOf(sites.original) });
  expect(backedUp.stdout).toMatch(/Backup written to .*: \d+ rows, \d+ uploads/);
  const restored = await run('npm', ['run', '--silent', 'restore', '--', defaultArchive()], {
    env: settingsOf(sites.restored),
  });
  expect(restored.stdout).toMatch(/Restored the backup of .*: \d+ rows, \d+ uploads/);
  await Promise.all([startServer(sites.original, request), startServer(sites.restored, request)]);

  let comparedPictures = 0;
  for (const url of PUBLIC_PAGES) {
    const original = await visibleContent(page, `${originOf(sites.original)}${url}`);
    const copy = await visibleContent(page, `${originOf(sites.restored)}${url}`);
    expect(copy.text, url).toBe(original.text);
    expect(copy.picture, url).toBe(original.picture);
    if (original.picture && !original.picture.startsWith('data:')) {
      const [originalBytes, copyBytes] = await Promise.all([
        request.get(new URL(original.picture, originOf(sites.original)).href).then((answer) => answer.body()),
        request.get(new URL(original.picture, originOf(sites.restored)).href).then((answer) => answer.body()),
      ]);
      expect(copyBytes.length, `${url}: ${original.picture}`).toBeGreaterThan(0);
      expect(copyBytes.equals(originalBytes), `${url}: ${original.picture}`).toBe(true);
      comparedPictures += 1;
    }
  }
  expect(comparedPictures).toBeGreaterThan(0);
});
