// npm run test:e2e: the journeys on the production build, each run on a fresh server of its own. First those that
// only read the demo data, two at a time on one server; then those that change it, split in two halves that run side
// by side, each half one journey at a time on a server (port, database, outbox) of its own (playwright.config.ts
// says which journeys are which). A later run goes on when an earlier one fails, so that the output names every
// failing journey.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { ensureBuild, ROOT } from './ensure-build.mjs';

const READING = { label: 'reading', port: 3100, options: ['--project=reading', '--workers=2'] };
/**
 * About how long each changing journey file takes (seconds, from a full run's output: `node
 * scripts/journey-seconds.mjs < log`). The halves are cut by these times, not by the number of tests, so that they end
 * together; a file not listed yet counts as the median.
 */
const JOURNEY_SECONDS = JSON.parse(readFileSync(path.join(ROOT, 'tests/e2e/journey-seconds.json'), 'utf8'));

/** The changing project's journey files, as Playwright lists them (the config's split between the projects). */
function changingJourneyFiles() {
  const listing = execFileSync('npx', ['playwright', 'test', '--list', '--project=chromium', '--reporter=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });

  return JSON.parse(listing)
    .suites.map((suite) => suite.file)
    .filter((file) => file.endsWith('.spec.ts'));
}

/** Two lists of files whose times add up to about the same: the longest first, each to the half with less so far. */
function balancedHalves(files, seconds) {
  const known = files
    .map((file) => seconds[file])
    .filter((time) => time !== undefined)
    .sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const timeOf = (file) => seconds[file] ?? median;
  const halves = [
    { files: [], total: 0 },
    { files: [], total: 0 },
  ];
  for (const file of [...files].sort((a, b) => timeOf(b) - timeOf(a) || a.localeCompare(b))) {
    const lighter = halves[0].total <= halves[1].total ? halves[0] : halves[1];
    lighter.files.push(file);
    lighter.total += timeOf(file);
  }

  return halves.map((half) => half.files.sort());
}

/**
 * The two changing halves. A run given its own arguments (a file, a --grep) keeps Playwright's own split, which
 * applies them; the whole suite is split by time.
 */
function changingHalves() {
  const ownArguments = process.argv.length > 2;
  const halves = ownArguments ? [] : balancedHalves(changingJourneyFiles(), JOURNEY_SECONDS);

  return [1, 2].map((half) => ({
    label: `changing ${half}/2`,
    port: 3100 + 100 * half,
    // Playwright takes each file name as a filter on the journeys' paths: the exact path matches that file only.
    options: [
      '--project=chromium',
      ...(ownArguments ? [`--shard=${half}/2`] : halves[half - 1].map((file) => `tests/e2e/${file}$`)),
    ],
  }));
}

/** One Playwright run; its output lines carry the run's label when runs share the terminal. Resolves with its exit code. */
function playwright({ label, port, options }, { isLabelled }) {
  // Each run keeps its failures' screenshots and traces in a folder of its own: a run empties its folder first.
  const args = [
    'playwright',
    'test',
    ...options,
    `--output=test-results/${label.replace(/\W+/g, '-')}`,
    ...process.argv.slice(2),
  ];
  const child = spawn('npx', args, {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) =>
      target.write(isLabelled ? `[${label}] ${line}\n` : `${line}\n`),
    );
  }

  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

ensureBuild();
const readingCode = await playwright(READING, { isLabelled: false });
const changingCodes = await Promise.all(changingHalves().map((run) => playwright(run, { isLabelled: true })));
process.exit([readingCode, ...changingCodes].find((code) => code !== 0) ?? 0);
