// npm start: build when the production build is missing or stale, then serve it.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

import { ensureBuild, nextStartArguments, ROOT } from './ensure-build.mjs';
import { pipeAsJsonLines } from './json-lines.mjs';

ensureBuild();

const port = process.env.PORT || '3000';
// next-auth 4 reads NEXTAUTH_URL for its own links; derive it from the project's settings so any PORT works.
// NEXT_MANUAL_SIG_HANDLE: SIGTERM is the application's (instrumentation.ts), which lets requests and jobs finish.
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXTAUTH_URL: process.env.SITE_URL || `http://localhost:${port}`,
  NEXT_MANUAL_SIG_HANDLE: '1',
};
const server = spawn(process.execPath, nextStartArguments(port), {
  cwd: ROOT,
  stdio: ['inherit', 'pipe', 'pipe'],
  env,
});
// Next.js' own text (its banner, what fails before the application logs) becomes JSON lines like the rest.
pipeAsJsonLines(server);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// The server's own exit code; one killed by a signal exits as a shell reports it (128 + the signal's number).
// On `close`, not `exit`: the server's last lines (why it stopped) are written by then.
server.on('close', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
