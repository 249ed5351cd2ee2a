import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../messages');

function jsonFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return jsonFiles(full);

    return name.endsWith('.json') ? [full] : [];
  });
}

function strings(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, at ? `${at}.${key}` : key));

  return [];
}

describe('message files', () => {
  // ICU quotes text between single apostrophes: "'{name}' …" shows the placeholder itself, not the name.
  it('quote placeholders with doubled apostrophes only', () => {
    const quoted = jsonFiles(ROOT).flatMap((file) =>
      strings(JSON.parse(readFileSync(file, 'utf8')), '')
        .filter(([, text]) => /(^|[^'])'\{/.test(text))
        .map(([key]) => `${path.relative(ROOT, file)}: ${key}`),
    );

    expect(quoted).toEqual([]);
  });
});
