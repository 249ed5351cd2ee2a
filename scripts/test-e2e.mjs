// npm run test:e2e: the journeys on the production build, each run on a fresh server of its own. First those that
// only read the demo data, two at a time on one server; then those that change it, split in two halves that run side
// by side, each half one journey at a time on a server (port, database, outbox) of its own (playwright.config.ts
// says which journeys are which). A later run goes on when an earlier one fails, so that the output names every
// failing journey.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

import { ensureBuild, ROOT } from './ensure-build.mjs';

const READING = { label: 'reading', port: 3100, options: ['--project=reading', '--workers=2'] };
const CHANGING_HALVES = [1, 2].map((half) => ({ label: `changing ${half}/2`, port: 3100 + 100 * half, options: ['--project=chromium', `--shard=${half}/2`] }));

/** One Playwright run; its output lines carry the run's label when runs share the terminal. Resolves with its exit code. */
function playwright({ label, port, options }, { isLabelled }) {
  // Each run keeps its failures' screenshots and traces in a folder of its own: a run empties its folder first.
  const args = ['playwright', 'test', ...options, `--output=test-results/${label.replace(/\W+/g, '-')}`, ...process.argv.slice(2)];
  const child = spawn('npx', args, { cwd: ROOT, env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    createInterface({ input: stream }).on('line', (line) => target.write(isLabelled ? `[${label}] ${line}\n` : `${line}\n`));
  }

  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

ensureBuild();
const readingCode = await playwright(READING, { isLabelled: false });
const changingCodes = await Promise.all(CHANGING_HALVES.map((run) => playwright(run, { isLabelled: true })));
process.exit([readingCode, ...changingCodes].find((code) => code !== 0) ?? 0);
