// npm start: build when the production build is missing or stale, then serve it.
import { spawn } from 'node:child_process';

import { ensureBuild, NEXT_BIN, ROOT } from './ensure-build.mjs';

ensureBuild();

const port = process.env.PORT || '3000';
// next-auth 4 reads NEXTAUTH_URL for its own links; derive it from the project's settings so any PORT works.
const env = { ...process.env, NODE_ENV: 'production', NEXTAUTH_URL: process.env.SITE_URL || `http://localhost:${port}` };
const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', port], { cwd: ROOT, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
