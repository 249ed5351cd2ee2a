import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCALE_ROUTES = path.join(ROOT, 'app/[locale]');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);

    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the pages and layouts under app/[locale]', () => {
  it('read their locale with readLocale(params), one check that answers any other with not found', () => {
    const checkingByHand = sourceFiles(LOCALE_ROUTES)
      .filter((file) => /\bisLocale\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));

    expect(checkingByHand).toEqual([]);
  });
});
