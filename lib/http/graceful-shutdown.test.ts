import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A server process as `next start` runs ours: requests tracked through the diagnostics channel, SIGTERM handled by
 * stopGracefullyOnSignals. `/slow` answers once the test calls `/release-slow`; the release step prints a line.
 */
const SERVER_SCRIPT = `
import http from 'node:http';
const { stopGracefullyOnSignals, trackRequestsInFlight } = await import(${JSON.stringify(path.join(ROOT, 'lib/http/graceful-shutdown.ts'))});
trackRequestsInFlight();
stopGracefullyOnSignals({ timeoutMs: 20000, release: async () => console.log('released') });
let releaseSlow;
const slowAnswered = new Promise((resolve) => { releaseSlow = resolve; });
const server = http.createServer(async (request, response) => {
  if (request.url === '/slow') {
    console.log('slow started');
    await slowAnswered;
  }
  response.end('done');
});
process.on('SIGTERM', () => { console.log('stopping'); setImmediate(() => releaseSlow()); });
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

let server: ChildProcess | undefined;

afterEach(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
});

/** Resolves with the first output line matching `pattern`. */
function outputLine(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (!match) return;
      child.stdout?.off('data', onData);
      resolve(match);
    };
    child.stdout?.on('data', onData);
    child.once('exit', () => reject(new Error(`exited before printing ${pattern}: ${output}`)));
  });
}

function get(port: number, pathname: string, agent?: http.Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('a server told to stop (SIGTERM)', () => {
  it('finishes the request in flight with 200, answers on a kept-alive connection, refuses new connections, releases and exits with 0', async () => {
    server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', '--input-type=module', '--eval', SERVER_SCRIPT], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [, port] = await outputLine(server, /port (\d+)/);
    const slowAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // A keep-alive connection that has answered once and lies idle when the signal comes (as nginx keeps them).
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(Number(port), '/', idleAgent)).status).toBe(200);

    const slowStarted = outputLine(server, /slow started/);
    const slow = get(Number(port), '/slow', slowAgent);
    await slowStarted;
    const exited = once(server, 'exit');
    const released = outputLine(server, /released/);
    const stopping = outputLine(server, /stopping/);
    server.kill('SIGTERM');
    await stopping;

    // Its next request is answered, not reset, and closes the connection: the proxy opens a new one elsewhere.
    expect(await get(Number(port), '/', idleAgent)).toEqual({ status: 200, body: 'done', connection: 'close' });
    await expect(get(Number(port), '/')).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toEqual({ status: 200, body: 'done', connection: 'close' });
    await released;
    expect(await exited).toEqual([0, null]);
    slowAgent.destroy();
    idleAgent.destroy();
  });
});
