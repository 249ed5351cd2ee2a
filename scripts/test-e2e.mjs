// npm run test:e2e: the journeys on the production build, in two runs on fresh servers. First those that only read
// the demo data, two at a time; then those that change it, one at a time (playwright.config.ts says which are
// which). The second run goes on when the first fails, so that one report names every failing journey.
import { spawnSync } from 'node:child_process';

import { ensureBuild, ROOT } from './ensure-build.mjs';

// Each run keeps its failures' screenshots and traces in a folder of its own: a run empties its folder first.
const RUNS = [
  ['--project=reading', '--workers=2', '--output=test-results/reading'],
  ['--project=chromium', '--output=test-results/changing'],
];

ensureBuild();
let failed = 0;
for (const options of RUNS) {
  const result = spawnSync('npx', ['playwright', 'test', ...options, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed = result.status ?? 1;
}
process.exit(failed);
