import { spawn } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createJsonLineWriter, pipeAsJsonLines } from './json-lines.mjs';

const FAKE_NEXT_START = path.resolve(import.meta.dirname, '../tests/fixtures/fake-next-start.mjs');

type Line = { level: string; time: string; pid: number; msg: string };

/** What was written to one output, line by line. */
function outputCollector() {
  const written: string[] = [];

  return { write: (text: string) => void written.push(text), lines: () => written.join('').split('\n').slice(0, -1) };
}

/** Starts the stand-in for `next start` as npm start does, its output passed through the JSON line wrapper. */
async function startThroughWrapper() {
  const stdout = outputCollector();
  const stderr = outputCollector();
  const child = spawn(process.execPath, [FAKE_NEXT_START], { stdio: ['ignore', 'pipe', 'pipe'] });
  pipeAsJsonLines(child, { stdout, stderr });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

  return { code, pid: child.pid, stdout: stdout.lines(), stderr: stderr.lines() };
}

const parsed = (line: string) => JSON.parse(line) as Line;

describe("a server's output passed through the JSON line wrapper", () => {
  it('is one JSON object a line: the banner, the application lines as they were, an error with its stack in one', async () => {
    const server = await startThroughWrapper();

    expect(server.code).toBe(1);
    for (const line of [...server.stdout, ...server.stderr]) {
      const object: unknown = JSON.parse(line);
      expect(object).toMatchObject({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
    }
    expect(server.stdout.map((line) => parsed(line).msg)).toEqual([
      '▲ Next.js 16.4.6',
      '- Local:        http://localhost:3000',
      '- Network:      http://10.0.0.5:3000',
      '✓ Starting...',
      'request completed',
      '✓ Ready in 402ms',
    ]);
    expect(server.stdout.every((line) => parsed(line).level === 'info' && parsed(line).pid === server.pid)).toBe(true);
    expect(parsed(server.stdout[4] ?? '')).toMatchObject({ status: 200 });
    expect(Number.isNaN(Date.parse(parsed(server.stdout[0] ?? '').time))).toBe(false);

    const messages = server.stderr.map(parsed);
    const renderError = messages.find(({ msg }) => msg.startsWith('⨯ Error: The page could not be rendered'));
    expect(renderError?.level).toBe('error');
    expect(renderError?.msg).toMatch(/\n {4}at .+fake-next-start\.mjs:\d+:\d+\)?\n/);
    expect(renderError?.msg).toMatch(/\{\n {2}digest: '2893715'\n\}$/);
    expect(messages).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: '⚠ "images.domains" is deprecated' }),
    );
    expect(messages).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'TypeError: Cannot read properties of undefined\n    at render (file:///app/page.js:3:9)',
      }),
    );
    const crash = messages.find(({ msg }) => msg.startsWith('Error: Failed to start server'));
    expect(crash?.msg).toMatch(/\n {4}at /);
  });
});

describe('createJsonLineWriter', () => {
  it('writes a message once its writer ends, and a line without its newline too', () => {
    const output = outputCollector();
    const writer = createJsonLineWriter({ output, level: 'error', pid: 7 });

    writer.write(
      'Error: The database is not at this build’s migration level\n    at prepareDatabase (prepare-database.ts:20:3)\n',
    );
    writer.write('Shutting down');
    expect(output.lines()).toEqual([]);
    writer.end();

    expect(
      output
        .lines()
        .map(parsed)
        .map(({ level, pid, msg }) => ({ level, pid, msg })),
    ).toEqual([
      {
        level: 'error',
        pid: 7,
        msg: 'Error: The database is not at this build’s migration level\n    at prepareDatabase (prepare-database.ts:20:3)',
      },
      { level: 'error', pid: 7, msg: 'Shutting down' },
    ]);
  });
});
