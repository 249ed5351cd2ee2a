import 'server-only';

import { randomBytes } from 'node:crypto';

import type { FileKind } from './file-types';

// Segments of letters, digits, '.', '_' and '-' that do not start with a dot: no '..', no hidden or temporary
// files, no absolute paths, no backslashes or NUL bytes, no empty segments.
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && !key.includes('..') && KEY_PATTERN.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
}

/** `<folder>/<32 random hex>.<ext>`: unguessable and never reused, so served files can be cached forever. */
export function randomKey(folder: string, kind: FileKind): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${kind}`;
  assertValidKey(key);

  return key;
}
