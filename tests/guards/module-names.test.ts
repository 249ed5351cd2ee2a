import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const LIB = path.resolve(import.meta.dirname, '../../lib');

/** The modules of lib/, tests left out, as paths relative to lib/. */
function libModules(): string[] {
  return readdirSync(LIB, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

const isServerActions = (file: string) => readFileSync(path.join(LIB, file), 'utf8').startsWith("'use server'");
// Server actions: actions.ts, <thing>-actions.ts, or a module of an actions/ folder.
const isNamedAsActions = (file: string) => /(^|\/|-)actions\.ts$/.test(file) || /(^|\/)actions\/[^/]+\.ts$/.test(file);

describe('write modules in lib/', () => {
  it('keep server actions in modules named for them, and only there', () => {
    const misnamed = libModules().filter((file) => isServerActions(file) !== isNamedAsActions(file));

    expect(misnamed).toEqual([]);
  });

  it('keep domain writes in writes.ts (or <thing>-writes.ts), never under another verb', () => {
    const otherNames = libModules().filter((file) => /(^|\/)(manage|save-[\w-]+|submit-[\w-]+|[\w-]+-manage)\.ts$/.test(file));

    expect(otherNames).toEqual([]);
  });
});
