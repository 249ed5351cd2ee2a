// npm test: unit and integration tests (Vitest), then the end-to-end suite (Playwright) on the production build.
import { spawnSync } from 'node:child_process';

import { ensureBuild, ROOT } from './ensure-build.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['vitest', 'run']);
ensureBuild();
run('npx', ['playwright', 'test']);
