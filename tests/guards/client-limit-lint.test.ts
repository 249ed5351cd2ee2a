import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function restrictedSyntaxMessages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'lib/example/limit.ts') });

  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('limits keyed by a client', () => {
  it('lint refuses a rate-limit key built from a client address and names the helper to use', async () => {
    const code = `import { consumeRateLimit } from '@/lib/rate-limit';

export const limit = (clientAddress: string) => consumeRateLimit({ key: \`form:client:\${clientAddress}\`, limit: 5, windowSeconds: 60 });
`;

    expect(await restrictedSyntaxMessages(code)).toEqual([expect.stringContaining('consumeClientRateLimit')]);
  });

  it('lets a limit keyed by anything else through', async () => {
    const code = `import { consumeRateLimit } from '@/lib/rate-limit';

export const limit = (email: string) => consumeRateLimit({ key: \`form:email:\${email}\`, limit: 5, windowSeconds: 60 });
`;

    expect(await restrictedSyntaxMessages(code)).toEqual([]);
  });
});
