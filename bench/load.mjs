import http from 'node:http';

import { summarize } from './stats.mjs';

/**
 * A closed-loop HTTP load on loopback: `connections` clients each send their next request when the previous one
 * answers, for `seconds`, after `warmupSeconds` of the same load that is not counted (the server's JIT and caches
 * settle first, as they have on a server that has been up for a while). Bounded in time and count; only ever
 * targets the given local base URL.
 */
export async function load({
  baseUrl,
  path,
  connections = 20,
  seconds = 10,
  warmupSeconds = 0,
  maxRequests = 200_000,
}) {
  if (warmupSeconds > 0) await load({ baseUrl, path, connections, seconds: warmupSeconds, maxRequests });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, baseUrl);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) throw new Error(`refusing to load ${url.hostname}`);
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;

  const requestOnce = () =>
    new Promise((resolve) => {
      const startedAt = performance.now();
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - startedAt);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const client = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      await requestOnce();
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();

  return {
    path,
    connections,
    seconds: Math.round(elapsed * 10) / 10,
    throughput: Math.round(latencies.length / elapsed),
    errors,
    ...summarize(latencies),
  };
}

/** Sequential first renders of distinct URLs: what a page costs when no cache holds it yet. */
export async function coldRenders({ baseUrl, paths }) {
  const latencies = [];
  let errors = 0;
  for (const path of paths) {
    const startedAt = performance.now();
    const response = await fetch(new URL(path, baseUrl));
    await response.arrayBuffer();
    if (response.status !== 200) errors += 1;
    latencies.push(performance.now() - startedAt);
  }

  return { errors, ...summarize(latencies) };
}
