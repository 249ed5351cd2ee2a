import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'no-restricted-syntax';

const eslint = new ESLint({ cwd: ROOT });

/** The messages of the body-reader rule for `code` as if it were the file at `filePath`. */
async function bodyReaderMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });

  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const HANDLER_READING_ITSELF = `export async function POST(request: Request): Promise<Response> {
  const json: unknown = await request.json();
  const form = await request.formData();
  const text = await request.text();
  const bytes = await request.arrayBuffer();
  const copy: unknown = await request.clone().json();

  return Response.json({ json, form: form.has('a'), text, size: bytes.byteLength, copy });
}
`;

describe('request bodies are read only by lib/http', () => {
  it.each(['app/api/example/route.ts', 'lib/example/read-input.ts'])(
    'lint refuses a body read by hand in %s and names the readers to use',
    async (filePath) => {
      const messages = await bodyReaderMessages(HANDLER_READING_ITSELF, filePath);

      expect(messages).toHaveLength(5);
      for (const message of messages) expect(message).toMatch(/readJsonObject .*readMultipartForm \/ streamMultipart/);
    },
  );

  it('lets lib/http read bodies, and anything read an answer', async () => {
    expect(await bodyReaderMessages(HANDLER_READING_ITSELF, 'lib/http/example.ts')).toEqual([]);
    const readsAnswer = `export async function load(): Promise<unknown> {\n  const response = await fetch('/api/get/news');\n\n  return response.json();\n}\n`;
    expect(await bodyReaderMessages(readsAnswer, 'app/example/load.ts')).toEqual([]);
  });
});
