// npm run bench:budgets: serves the production build on fresh demo data and prints, for each key public page,
// its HTML (raw and gzip), the inline RSC payload inside it, its first-load JavaScript and its stylesheets (gzip),
// against the page's budget. Exits with 1 when a page is over, so that a regression shows.
import { rmSync } from 'node:fs';
import path from 'node:path';

import { ensureBuild, ROOT } from '../scripts/ensure-build.mjs';

import { measurePageBytes, newestNewsId, PAGES, printPageBytes } from './page-bytes.mjs';
import { startServer, stopServer } from './server.mjs';

const PORT = 3301;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, 'bench', '.budget-data');

ensureBuild();
rmSync(DATA_DIR, { recursive: true, force: true });
const env = {
  ...process.env,
  DATA_DIR,
  DATABASE_URL: '',
  SMTP_URL: '',
  SITE_URL: '',
  PORT: String(PORT),
  NODE_ENV: 'production',
};
const server = await startServer({ port: PORT, env });
let results;
try {
  const newsId = await newestNewsId(BASE_URL);
  results = [];
  for (const page of PAGES) results.push(await measurePageBytes(BASE_URL, page, newsId));
} finally {
  await stopServer(server);
  rmSync(DATA_DIR, { recursive: true, force: true });
}

if (!printPageBytes(results)) process.exitCode = 1;
