// Starts the production build (next start) for a benchmark and stops it again.
import { spawn } from 'node:child_process';

import { NEXT_BIN, ROOT } from '../scripts/ensure-build.mjs';

/** Serves the build on `port` with `env`; resolves once /api/health answers. */
export async function startServer({ port, env }) {
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], { cwd: ROOT, env, detached: true, stdio: 'ignore' });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid, 'SIGTERM');
  throw new Error('the server did not become healthy');
}

export async function stopServer(server) {
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
