import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A server process as `next start` runs ours: requests tracked through the diagnostics channel, SIGTERM handled by
 * stopGracefullyOnSignals. `/slow` answers once the signal has come; `/busy` holds the thread for 400 ms, as a page
 * render does under load; the release step prints a line.
 */
const SERVER_SCRIPT = `
import http from 'node:http';
const { stopGracefullyOnSignals, trackRequestsInFlight } = await import(${JSON.stringify(path.join(ROOT, 'lib/http/graceful-shutdown.ts'))});
trackRequestsInFlight();
const handOff = process.env.HAND_OFF === '1' ? { quietMs: 300, maxMs: 5000 } : undefined;
stopGracefullyOnSignals({ timeoutMs: 20000, handOff, release: async () => console.log('released') });
let releaseSlow;
const slowAnswered = new Promise((resolve) => { releaseSlow = resolve; });
const server = http.createServer(async (request, response) => {
  if (request.url === '/slow') {
    console.log('slow started');
    await slowAnswered;
  }
  if (request.url === '/busy') {
    console.log('busy started');
    const until = performance.now() + 400;
    while (performance.now() < until);
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

function send(port: number, pathname: string, { agent, method = 'GET' }: { agent?: http.Agent; method?: string } = {}) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: pathname, agent, method }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      })
      .on('error', reject)
      .end();
  });
}

const get = (port: number, pathname: string, agent?: http.Agent) => send(port, pathname, { agent });

function startServer(environment: Record<string, string> = {}): ChildProcess {
  // tsx loads TypeScript inside the server's own process: its CLI would wrap it in a parent that SIGKILLs a child
  // whose thread is too busy to acknowledge a relayed signal within 30 ms.
  return spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '--eval', SERVER_SCRIPT],
    {
      cwd: ROOT,
      env: { ...process.env, ...environment },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

describe('a server told to stop (SIGTERM)', () => {
  it('finishes the request in flight with 200, answers on a kept-alive connection, refuses new connections, releases and exits with 0', async () => {
    server = startServer();
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

  it('behind a proxy first turns reads away and answers writes, then stops listening once requests pause', async () => {
    server = startServer({ HAND_OFF: '1' });
    const [, port] = await outputLine(server, /port (\d+)/);
    const exited = once(server, 'exit');
    const stopping = outputLine(server, /stopping/);
    server.kill('SIGTERM');
    await stopping;

    // The proxy retries a turned-away read elsewhere and counts the server failed; a write it sent is answered.
    expect(await get(Number(port), '/')).toMatchObject({ status: 503, connection: 'close' });
    expect(await send(Number(port), '/', { method: 'POST' })).toEqual({
      status: 200,
      body: 'done',
      connection: 'close',
    });
    // Nothing more comes: the server stops listening, and a late connection is refused, never reset.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(get(Number(port), '/')).rejects.toThrow(/ECONNREFUSED/);
    expect(await exited).toEqual([0, null]);
  });

  it('behind a proxy answers the writes still queued in the kernel when the signal came, rather than resetting them', async () => {
    server = startServer({ HAND_OFF: '1' });
    const [, port] = await outputLine(server, /port (\d+)/);
    const exited = once(server, 'exit');
    const busyStarted = outputLine(server, /busy started/);
    const busy = get(Number(port), '/busy');
    await busyStarted;
    // While its thread is busy, the signal comes, then the proxy's writes on new connections: the kernel queues them
    // unaccepted, and closing the listening socket at once would reset every one (a proxy never resends a POST).
    server.kill('SIGTERM');
    const writes = await Promise.allSettled(
      Array.from({ length: 5 }, () => send(Number(port), '/', { method: 'POST' })),
    );

    expect(writes.map((write) => (write.status === 'fulfilled' ? write.value.status : String(write.reason)))).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect((await busy).status).toBe(200);
    expect(await exited).toEqual([0, null]);
  });
});
