// Every line a server writes is one JSON object (README, "Logs"). The application logs through pino, but `next
// start` prints its banner ("▲ Next.js …", "✓ Starting...") before the application is loaded, and Node.js prints
// what fails before any handler exists. npm start and npm run cluster pass the server's output through here: a line
// that is a JSON object already is passed on as it is; other text becomes {"level","time","pid","msg"} lines, the
// lines of one message (an error and its stack) in one object.

/** @typedef {{ write(text: string): unknown }} LineOutput */
/** @typedef {'info' | 'error'} StreamLevel */

/** How long a message may wait for more of its lines: those of one message are written at once. */
const MESSAGE_PAUSE_MS = 50;
/** Next.js' warning sign and Node.js' own warnings: written to standard error, yet no errors. */
const WARNING = /^(⚠|\(node:\d+\) \[?\w*Warning|Warning:)/;
/** The terminal's colour codes, which Next.js writes around its banner when it thinks a person reads it. */
const TERMINAL_COLOURS = /\u001b\[[\d;]*m/g;

/** @param {string} line */
function isJsonObject(line) {
  if (!line.startsWith('{')) return false;
  try {
    const value = JSON.parse(line);

    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** @param {string} line */
const indentOf = (line) => line.length - line.trimStart().length;

/**
 * Whether `line` goes on with the message that began with `first`: a stack frame or an error's fields (indented
 * deeper), the brace closing them, or a blank line within.
 *
 * @param {string} first
 * @param {string} line
 */
const continues = (first, line) => line.trim() === '' || indentOf(line) > indentOf(first) || /^\s*[}\])]/.test(line);

/**
 * Collects one output stream's text and writes it as JSON lines to `output`: `level` for the stream (info for
 * standard output, error for standard error, warn for a warning there), `pid` the server's.
 *
 * @param {{ output: LineOutput; level: StreamLevel; pid?: number }} options
 */
export function createJsonLineWriter({ output, level, pid }) {
  let unfinished = '';
  /** @type {string[]} */
  let message = [];
  /** When the message's first line came: its time, however long its other lines take. */
  let startedAt = new Date();
  /** @type {NodeJS.Timeout | undefined} */
  let pause;

  const flush = () => {
    clearTimeout(pause);
    if (message.length === 0) return;
    const msg = message.join('\n').replace(TERMINAL_COLOURS, '').trim();
    message = [];
    const lineLevel = level === 'error' && WARNING.test(msg) ? 'warn' : level;
    output.write(`${JSON.stringify({ level: lineLevel, time: startedAt.toISOString(), pid, msg })}\n`);
  };

  /** @param {string} line */
  const take = (line) => {
    if (isJsonObject(line)) {
      flush();
      output.write(`${line}\n`);
    } else if (message.length > 0 && continues(message[0] ?? '', line)) {
      message.push(line.trimEnd());
    } else {
      flush();
      if (line.trim() === '') return;
      startedAt = new Date();
      message.push(line.trimEnd());
    }
  };

  return {
    /** @param {string} text */
    write(text) {
      const lines = (unfinished + text).split('\n');
      unfinished = lines.pop() ?? '';
      for (const line of lines) take(line.replace(/\r$/, ''));
      clearTimeout(pause);
      pause = setTimeout(flush, MESSAGE_PAUSE_MS);
    },
    end() {
      if (unfinished !== '') take(unfinished);
      unfinished = '';
      flush();
    },
  };
}

/**
 * Writes a child process's standard output and error (spawned with `stdio` pipes for both) to `stdout` and `stderr`
 * (this process's own by default) as JSON lines. Everything is written by the time the child emits `close`.
 *
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ stdout?: LineOutput; stderr?: LineOutput }} [outputs]
 */
export function pipeAsJsonLines(child, { stdout = process.stdout, stderr = process.stderr } = {}) {
  /** @type {Array<[import('node:stream').Readable | null, LineOutput, StreamLevel]>} */
  const streams = [
    [child.stdout, stdout, 'info'],
    [child.stderr, stderr, 'error'],
  ];
  for (const [source, output, level] of streams) {
    if (!source) continue;
    const writer = createJsonLineWriter({ output, level, pid: child.pid });
    source.setEncoding('utf8');
    source.on('data', (text) => writer.write(text));
    source.on('end', () => writer.end());
  }
}
