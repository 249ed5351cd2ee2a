// npm test: unit and integration tests (Vitest), then the journeys (Playwright) on the production build.
import { spawnSync } from 'node:child_process';

import { ROOT } from './ensure-build.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['vitest', 'run']);
run('node', ['scripts/test-e2e.mjs']);
