// Reads the output of `npm run test:e2e` (or of one changing half) on standard input and prints how many seconds
// each changing journey file took, for tests/e2e/journey-seconds.json: node scripts/journey-seconds.mjs < e2e.log
import { createInterface } from 'node:readline';

// "✓  12 [chromium] › tests/e2e/meetings.spec.ts:160:3 › … (13.0s)": the project, the file and the time of a journey.
const RESULT = /\[chromium\] › tests\/e2e\/([\w-]+\.spec\.ts):.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const SECONDS_PER = { ms: 0.001, s: 1, m: 60 };

const seconds = {};
for await (const line of createInterface({ input: process.stdin })) {
  const match = RESULT.exec(line);
  if (match) seconds[match[1]] = (seconds[match[1]] ?? 0) + Number(match[2]) * SECONDS_PER[match[3]];
}
const rounded = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, time]) => [file, Math.max(1, Math.round(time))]),
);
process.stdout.write(`${JSON.stringify(rounded, null, 2)}\n`);
